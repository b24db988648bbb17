import Foundation
import GRDB
import MoviesInterface
import MoviesPorts

/// Reads what a built catalog holds, for `catalog status`.
enum CatalogStatusReader {
    static func read(path: String) throws -> CatalogStatus {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value ?? 0
        return try queue.read { db in
            let info = try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM catalog_info").map { ($0[0] as String, $0[1] as String) })
            let sources = try Row.fetchAll(db, sql: "SELECT path, kind, modified, size, rows FROM source_file ORDER BY rowid").map {
                CatalogStatus.SourceFile(path: $0[0], kind: $0[1], modified: $0[2], size: $0[3], rows: $0[4])
            }
            return CatalogStatus(
                path: path,
                fileSize: size,
                builtAt: info["builtAt"] ?? "",
                titles: try Int64.fetchOne(db, sql: "SELECT count(*) FROM title") ?? 0,
                names: try Int64.fetchOne(db, sql: "SELECT count(*) FROM person") ?? 0,
                series: try db.tableExists("series") ? Int64.fetchOne(db, sql: "SELECT count(*) FROM series") ?? 0 : 0,
                episodes: try db.tableExists("episode") ? Int64.fetchOne(db, sql: "SELECT count(*) FROM episode") ?? 0 : 0,
                types: (info["types"] ?? "").split(separator: ",").map(String.init),
                sources: sources,
                warnings: (info["warnings"] ?? "").split(separator: "\n").map(String.init)
            )
        }
    }
}
