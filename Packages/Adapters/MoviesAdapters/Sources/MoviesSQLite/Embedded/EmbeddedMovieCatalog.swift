import Foundation
import GRDB
import GRDBSQLite
import MoviesInterface

/// The catalog compiled into the app: well-known films, searchable offline.
///
/// It is a catalog database like an imported one (``CatalogSchema``), embedded in the binary
/// by SwiftPM (`Resources/catalog.sqlite`, `.embedInCode`) and opened in memory, so it needs
/// no file, costs no parsing at start-up, and is searched by the same code as an IMDb catalog.
/// It is built from `Packages/Adapters/MoviesAdapters/Catalog/catalog.json` by ``EmbeddedCatalogBuild``; a
/// test keeps the two the same.
public enum EmbeddedMovieCatalog {
    /// Opens the embedded catalog.
    /// - Throws: ``MovieCatalogError/invalidResponse(reason:)`` if the embedded data is damaged,
    ///   which a test rules out for every build.
    public static func open() throws(MovieCatalogError) -> SQLiteMovieCatalog {
        try open(bytes: PackageResources.catalog_sqlite)
    }

    /// Opens a catalog database held in `bytes`, read-only, in memory.
    static func open(bytes: [UInt8]) throws(MovieCatalogError) -> SQLiteMovieCatalog {
        do {
            let queue = try DatabaseQueue()
            try queue.writeWithoutTransaction { db in
                // SQLite takes ownership of a copy made with its own allocator, and frees it
                // when the connection closes (SQLITE_DESERIALIZE_FREEONCLOSE).
                guard let copy = sqlite3_malloc64(UInt64(bytes.count)) else { throw DatabaseError(resultCode: .SQLITE_NOMEM) }
                bytes.withUnsafeBytes { source in
                    if let start = source.baseAddress { copy.copyMemory(from: start, byteCount: source.count) }
                }
                let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_READONLY)
                let code = sqlite3_deserialize(db.sqliteConnection, "main", copy.assumingMemoryBound(to: UInt8.self), Int64(bytes.count), Int64(bytes.count), flags)
                guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM title")
            }
            return SQLiteMovieCatalog(source: .offline, database: queue, name: "the embedded catalog")
        } catch {
            throw .invalidResponse(reason: "the embedded catalog is damaged: \(error)")
        }
    }
}
