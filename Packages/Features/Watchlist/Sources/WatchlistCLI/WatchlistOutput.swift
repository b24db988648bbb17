import JSONWriting
import TerminalUI
import WatchlistInterface

/// The list as JSON for scripts: stable keys, `null` for missing values, ISO-8601 dates
/// (days as `YYYY-MM-DD`).
enum WatchlistJSON {
    private static let writer = JSONListWriter<WatchlistEntry>(fields: [
        .init("id") { .string($0.movieID.description) },
        .init("title") { .string($0.title) },
        .init("year") { .integer($0.year) },
        .init("watched") { .boolean($0.isWatched) },
        .init("viewings") { .integer($0.viewingCount) },
        .init("lastWatched") { .string($0.lastWatchedOn?.description) },
        .init("rating") { .integer($0.rating) },
        .init("added") { .string(UTCTimestamp.dateTime($0.addedAt)) },
        .init("note") { .string($0.note) },
    ])

    static func encode(_ entries: [WatchlistEntry]) -> String {
        writer.encode(entries)
    }
}

/// The list as a table for people.
enum WatchlistTable {
    static func make(_ entries: [WatchlistEntry]) -> TextTable {
        TextTable(
            columns: [
                .init("ID"), .init("Title"), .init("Year", alignment: .right), .init("Watched"), .init("Times", alignment: .right),
                .init("Rating", alignment: .right), .init("Added"),
            ],
            rows: entries.map { entry in
                [
                    entry.movieID.description,
                    entry.title,
                    entry.year.map(String.init) ?? "—",
                    entry.lastWatchedOn?.description ?? "no",
                    entry.viewingCount > 0 ? String(entry.viewingCount) : "—",
                    entry.rating.map { "\($0)/10" } ?? "—",
                    UTCTimestamp.day(entry.addedAt),
                ]
            }
        )
    }
}
