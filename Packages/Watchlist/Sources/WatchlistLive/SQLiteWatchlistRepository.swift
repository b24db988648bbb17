import AuthInterface
import Foundation
import GRDB
import MoviesInterface
import Storage
import WatchlistInterface

/// ``WatchlistRepository`` in SQLite. Every statement is scoped by the profile id, so one
/// profile's calls can never touch another's rows.
public struct SQLiteWatchlistRepository: WatchlistRepository {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Watchlist feature's schema.
    public static let migrations = [
        DatabaseMigration("watchlist.v1") { db in
            try db.create(table: "watchlistEntry") { table in
                table.column("profileID", .text).notNull()
                table.column("movieID", .text).notNull()
                table.column("title", .text).notNull()
                table.column("year", .integer)
                table.column("note", .text)
                table.column("addedAt", .datetime).notNull()
                table.column("watchedAt", .datetime)
                table.column("rating", .integer).check { $0 == nil || ($0 >= 1 && $0 <= 10) }
                table.primaryKey(["profileID", "movieID"])
            }
        },
    ]

    public func add(_ entry: WatchlistEntry, for profile: Profile.ID) throws -> Bool {
        try database.write { db in
            try db.execute(
                sql: """
                INSERT OR IGNORE INTO watchlistEntry (profileID, movieID, title, year, note, addedAt, watchedAt, rating)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                arguments: [profile.uuidString, entry.movieID.description, entry.title, entry.year, entry.note, entry.addedAt, entry.watchedAt, entry.rating]
            )
            return db.changesCount == 1
        }
    }

    public func remove(_ movieID: MovieID, for profile: Profile.ID) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM watchlistEntry WHERE profileID = ? AND movieID = ?", arguments: [profile.uuidString, movieID.description])
            return db.changesCount == 1
        }
    }

    public func markWatched(_ movieID: MovieID, rating: Int?, at date: Date, for profile: Profile.ID) throws -> WatchlistEntry? {
        try database.write { db in
            try db.execute(
                sql: "UPDATE watchlistEntry SET watchedAt = ?, rating = ? WHERE profileID = ? AND movieID = ?",
                arguments: [date, rating, profile.uuidString, movieID.description]
            )
            guard db.changesCount == 1 else { return nil }
            return try Self.fetch(db, sql: "WHERE profileID = ? AND movieID = ?", [profile.uuidString, movieID.description]).first
        }
    }

    public func entries(for profile: Profile.ID) throws -> [WatchlistEntry] {
        try database.read { db in
            try Self.fetch(db, sql: "WHERE profileID = ? ORDER BY addedAt, rowid", [profile.uuidString])
        }
    }

    /// The entries that `condition` selects. Columns are read by position from a cursor, not
    /// by name from copied rows, and dates come as milliseconds since 1970 from SQLite's own
    /// date arithmetic, which is exact to the millisecond stored, instead of going through a
    /// calendar: a long list spends its time here.
    private static func fetch(_ db: Database, sql condition: String, _ arguments: StatementArguments) throws -> [WatchlistEntry] {
        let rows = try Row.fetchCursor(
            db,
            sql: """
            SELECT movieID, title, year, note, \(millisecondsSince1970("addedAt")), \(millisecondsSince1970("watchedAt")), rating
            FROM watchlistEntry \(condition)
            """,
            arguments: arguments
        )
        var entries: [WatchlistEntry] = []
        while let row = try rows.next() {
            guard let id = try? MovieID(parsing: row[0], defaultSource: .offline), let addedAt: Int64 = row[4] else { continue }
            let watchedAt: Int64? = row[5]
            entries.append(WatchlistEntry(
                movieID: id, title: row[1], year: row[2], note: row[3],
                addedAt: date(milliseconds: addedAt), watchedAt: watchedAt.map(date(milliseconds:)), rating: row[6]
            ))
        }
        return entries
    }

    /// SQL for a stored date column as whole milliseconds since 1970. SQLite keeps a date as
    /// an integer count of milliseconds; rounding its Julian day undoes the division.
    private static func millisecondsSince1970(_ column: String) -> String {
        "CAST(round((julianday(\(column)) - 2440587.5) * 86400000.0) AS INTEGER)"
    }

    private static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
