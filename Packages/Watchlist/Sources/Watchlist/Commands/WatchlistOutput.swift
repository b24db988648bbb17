import Foundation
import TerminalUI
import WatchlistInterface

/// The list as JSON for scripts: stable keys, `null` for missing values, ISO-8601 dates.
enum WatchlistJSON {
    private struct Entry: Encodable {
        let entry: WatchlistEntry

        enum CodingKeys: String, CodingKey { case id, title, year, watched, rating, added, watchedAt, note }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(entry.movieID.description, forKey: .id)
            try container.encode(entry.title, forKey: .title)
            try container.encode(entry.year, forKey: .year)
            try container.encode(entry.isWatched, forKey: .watched)
            try container.encode(entry.rating, forKey: .rating)
            try container.encode(entry.addedAt.formatted(.iso8601), forKey: .added)
            try container.encode(entry.watchedAt?.formatted(.iso8601), forKey: .watchedAt)
            try container.encode(entry.note, forKey: .note)
        }
    }

    static func encode(_ entries: [WatchlistEntry]) throws -> String {
        try JSONOutput.encode(entries.map(Entry.init))
    }
}

/// The list as a table for people.
enum WatchlistTable {
    static func make(_ entries: [WatchlistEntry]) -> TextTable {
        TextTable(
            columns: [.init("ID"), .init("Title"), .init("Year", alignment: .right), .init("Watched"), .init("Rating", alignment: .right), .init("Added")],
            rows: entries.map { entry in
                [
                    entry.movieID.description,
                    entry.title,
                    entry.year.map(String.init) ?? "—",
                    entry.isWatched ? "yes" : "no",
                    entry.rating.map { "\($0)/10" } ?? "—",
                    entry.addedAt.formatted(.iso8601.year().month().day()),
                ]
            }
        )
    }
}
