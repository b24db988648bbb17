import Foundation
import GRDB
import IMDbDatasets

/// A catalog database file as a build writes it and `catalog status` reads it: besides the
/// parts' tables, `catalog_info` (what the build records: its source, when it was built, its
/// warnings) and `source_file` (the files it read).
///
/// The file is written in one transaction, without a journal and without waiting for the
/// disk, because a failed build is thrown away whole, never repaired.
public enum CatalogDatabase {
    /// Creates a catalog at `path`, which must not exist yet: `fill` creates and fills the
    /// parts' tables and returns what to record in `catalog_info`, to which `builtAt` is
    /// added. When `fill` throws, the file is left incomplete, for the caller to delete.
    public static func create(at path: String, builtAt: Date = Date(), fill: (Database) throws -> [String: String]) throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144")
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TABLE catalog_info (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE source_file (path TEXT NOT NULL, kind TEXT NOT NULL, modified TEXT, size INTEGER NOT NULL, rows INTEGER NOT NULL);
                """)
            try db.execute(sql: "BEGIN")
            do {
                var info = try fill(db)
                info["builtAt"] = timestamp(builtAt)
                for (key, value) in info {
                    try db.execute(sql: "INSERT OR REPLACE INTO catalog_info (key, value) VALUES (?, ?)", arguments: [key, value])
                }
                try db.execute(sql: "COMMIT")
            } catch {
                if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") }
                throw error
            }
        }
    }

    /// Records an input file in `source_file`.
    static func addSource(_ file: CatalogSourceFile, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO source_file (path, kind, modified, size, rows) VALUES (?, ?, ?, ?, ?)",
            arguments: [file.path, file.kind, file.modified, file.size, file.rows]
        )
    }

    /// What the build of the catalog in `db` recorded in `catalog_info`.
    public static func info(in db: Database) throws -> [String: String] {
        try Dictionary(Row.fetchAll(db, sql: "SELECT key, value FROM catalog_info").map { ($0[0] as String, $0[1] as String) }) { first, _ in first }
    }

    /// The files the catalog in `db` was built from, in the order they were read.
    public static func sources(in db: Database) throws -> [CatalogSourceFile] {
        try Row.fetchAll(db, sql: "SELECT path, kind, modified, size, rows FROM source_file ORDER BY rowid").map {
            CatalogSourceFile(path: $0[0], kind: $0[1], modified: $0[2], size: $0[3], rows: $0[4])
        }
    }

    /// `2026-11-22T10:00:00Z`.
    public static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
