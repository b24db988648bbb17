import JSONWriting
import TerminalUI
import WatchlistInterface

/// The list as JSON for scripts: stable keys, `null` for missing values, ISO-8601 dates
/// (days as `YYYY-MM-DD`).
enum WatchlistJSON {
    private static let writer = JSONListWriter<WatchlistEntry>(fields: [
        .init("kind") { _ in .string("film") },
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

    /// Titles of other kinds (series), after the films, with their own keys.
    private static let otherWriter = JSONListWriter<OtherListEntry>(fields: [
        .init("kind") { .string($0.kind) },
        .init("id") { .string($0.id) },
        .init("title") { .string($0.title) },
        .init("startYear") { .integer($0.startYear) },
        .init("endYear") { .integer($0.endYear) },
        .init("watchedEpisodes") { .integer($0.watchedEpisodes) },
        .init("episodes") { .integer($0.episodes) },
        .init("next") { .string($0.next) },
    ])

    static func encode(_ entries: [WatchlistEntry], others: [OtherListEntry] = []) -> String {
        guard !others.isEmpty else { return writer.encode(entries) }
        return String(decoding: JSONListWriter<WatchlistEntry>.joined([writer.bytes(entries), otherWriter.bytes(others)]), as: UTF8.self)
    }
}

/// Followed titles of other kinds (series) as a table, after the films'.
enum OtherListTable {
    static func make(_ entries: [OtherListEntry]) -> TextTable {
        TextTable(
            columns: [.init("ID"), .init("Series"), .init("Years"), .init("Watched", alignment: .right), .init("Next")],
            rows: entries.map { entry in
                let years = entry.startYear.map { start in entry.endYear.map { $0 == start ? "\(start)" : "\(start)–\($0)" } ?? "\(start)–" } ?? "—"
                return [entry.id, entry.title, years, "\(entry.watchedEpisodes)/\(entry.episodes)", entry.next ?? "finished"]
            }
        )
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
