import Foundation
import MoviesInterface
import MoviesPorts
import TerminalUI
import TerminalUIInterface

/// How a catalog's status looks to people.
enum CatalogStatusText {
    static func render(_ status: CatalogStatus, inUse: CatalogSource, style: TextStyle) -> String {
        var lines = [
            style.bold("IMDb catalog") + "  " + status.path,
            "Searches use the \(inUse) catalog\(inUse == .imdb ? ", this one" : "").",
            "Built    \(status.builtAt)",
            "Size     \(size(status.fileSize))",
            "Titles   \(status.titles.formatted()) (\(status.types.joined(separator: ", ")))",
            "Names    \(status.names.formatted())",
        ]
        if status.series > 0 {
            lines.append("Series   \(status.series.formatted()), with \(status.episodes.formatted()) episodes")
        }
        lines.append("")
        lines.append(TextTable(
            columns: [.init("Dataset"), .init("Modified"), .init("Size", alignment: .right), .init("Rows", alignment: .right), .init("File")],
            rows: status.sources.map { [$0.kind, $0.modified ?? "—", size($0.size), $0.rows.formatted(), $0.path] }
        ).render(style: style))
        for warning in status.warnings {
            lines.append("warning: \(warning)")
        }
        return lines.joined(separator: "\n") + (status.warnings.isEmpty ? "" : "\n")
    }

    /// `12.3 MB`.
    static func size(_ bytes: Int64) -> String {
        bytes.formatted(.byteCount(style: .file))
    }
}

/// The status as scripts read it; `built` is false when there is no catalog yet.
struct CatalogStatusJSON: Encodable {
    let status: CatalogStatus?
    let inUse: CatalogSource?
    var path: String?

    enum CodingKeys: String, CodingKey { case built, inUse, path, fileSize, builtAt, titles, names, series, episodes, types, sources, warnings }
    enum SourceKeys: String, CodingKey { case kind, path, modified, size, rows }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status != nil, forKey: .built)
        if let inUse { try container.encode(inUse.rawValue, forKey: .inUse) }
        try container.encode(status?.path ?? path, forKey: .path)
        guard let status else { return }
        try container.encode(status.fileSize, forKey: .fileSize)
        try container.encode(status.builtAt, forKey: .builtAt)
        try container.encode(status.titles, forKey: .titles)
        try container.encode(status.names, forKey: .names)
        try container.encode(status.series, forKey: .series)
        try container.encode(status.episodes, forKey: .episodes)
        try container.encode(status.types, forKey: .types)
        var sources = container.nestedUnkeyedContainer(forKey: .sources)
        for source in status.sources {
            var entry = sources.nestedContainer(keyedBy: SourceKeys.self)
            try entry.encode(source.kind, forKey: .kind)
            try entry.encode(source.path, forKey: .path)
            try entry.encode(source.modified, forKey: .modified)
            try entry.encode(source.size, forKey: .size)
            try entry.encode(source.rows, forKey: .rows)
        }
        try container.encode(status.warnings, forKey: .warnings)
    }
}
