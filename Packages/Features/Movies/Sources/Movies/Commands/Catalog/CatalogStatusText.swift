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
        for summary in status.otherSummaries {
            lines.append(summary.heading.padding(toLength: max(8, summary.heading.count), withPad: " ", startingAt: 0) + " " + summary.value)
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

    /// The object's keys: its own, and the counts of the catalog's parts of other kinds.
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    enum SourceKeys: String, CodingKey { case kind, path, modified, size, rows }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(status != nil, forKey: Key(stringValue: "built"))
        if let inUse { try container.encode(inUse.rawValue, forKey: Key(stringValue: "inUse")) }
        try container.encode(status?.path ?? path, forKey: Key(stringValue: "path"))
        guard let status else { return }
        try container.encode(status.fileSize, forKey: Key(stringValue: "fileSize"))
        try container.encode(status.builtAt, forKey: Key(stringValue: "builtAt"))
        try container.encode(status.titles, forKey: Key(stringValue: "titles"))
        try container.encode(status.names, forKey: Key(stringValue: "names"))
        for (name, count) in status.otherCounts { try container.encode(count, forKey: Key(stringValue: name)) }
        try container.encode(status.types, forKey: Key(stringValue: "types"))
        var sources = container.nestedUnkeyedContainer(forKey: Key(stringValue: "sources"))
        for source in status.sources {
            var entry = sources.nestedContainer(keyedBy: SourceKeys.self)
            try entry.encode(source.kind, forKey: .kind)
            try entry.encode(source.path, forKey: .path)
            try entry.encode(source.modified, forKey: .modified)
            try entry.encode(source.size, forKey: .size)
            try entry.encode(source.rows, forKey: .rows)
        }
        try container.encode(status.warnings, forKey: Key(stringValue: "warnings"))
    }
}
