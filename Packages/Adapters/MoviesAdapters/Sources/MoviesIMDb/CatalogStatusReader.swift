import Foundation
import GRDB
import IMDbCatalogBuild
import MoviesPorts

/// Reads what a built catalog holds, for `catalog status`: what the build recorded, and what
/// each part counts of its tables.
enum CatalogStatusReader {
    static func read(path: String, parts: [any IMDbCatalogPart]) throws -> CatalogStatus {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value ?? 0
        return try queue.read { db in
            let info = try CatalogDatabase.info(in: db)
            let counted = try parts.map { part in (part: part, counts: try part.counts(in: db)) }
            let counts = counted.reduce(into: [String: Int64]()) { counts, part in counts.merge(part.counts) { first, _ in first } }
            let summaries = counted.compactMap { $0.part.summary(of: $0.counts) }
            return CatalogStatus(
                path: path,
                fileSize: size,
                builtAt: info["builtAt"] ?? "",
                titles: counts["titles"] ?? 0,
                names: counts["names"] ?? 0,
                otherCounts: counts.filter { $0.key != "titles" && $0.key != "names" },
                otherSummaries: summaries,
                types: (info["types"] ?? "").split(separator: ",").map(String.init),
                sources: try CatalogDatabase.sources(in: db),
                warnings: (info["warnings"] ?? "").split(separator: "\n").map(String.init)
            )
        }
    }
}
