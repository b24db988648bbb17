import JSONWriting
import TerminalUI
import WatchlistInterface

/// Viewings as JSON for scripts: stable keys, `null` for missing values, days as `YYYY-MM-DD`.
enum HistoryJSON {
    private static let writer = JSONListWriter<Viewing>(fields: [
        .init("id") { .string($0.movieID.description) },
        .init("title") { .string($0.title) },
        .init("year") { .integer($0.year) },
        .init("watchedOn") { .string($0.watchedOn.description) },
        .init("rating") { .integer($0.rating) },
        .init("review") { .string($0.review) },
    ])

    static func encode(_ viewings: [Viewing]) -> String {
        writer.encode(viewings)
    }
}

/// Viewings as a table for people.
enum HistoryTable {
    static func make(_ viewings: [Viewing]) -> TextTable {
        TextTable(
            columns: [.init("Watched"), .init("ID"), .init("Title"), .init("Year", alignment: .right), .init("Rating", alignment: .right), .init("Review")],
            rows: viewings.map { viewing in
                [
                    viewing.watchedOn.description,
                    viewing.movieID.description,
                    viewing.title,
                    viewing.year.map(String.init) ?? "—",
                    viewing.rating.map { "\($0)/10" } ?? "—",
                    viewing.review.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") } ?? "",
                ]
            }
        )
    }
}
