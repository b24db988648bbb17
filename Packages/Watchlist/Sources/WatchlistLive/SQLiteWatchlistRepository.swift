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

    private static func fetch(_ db: Database, sql condition: String, _ arguments: StatementArguments) throws -> [WatchlistEntry] {
        try Row.fetchAll(db, sql: "SELECT * FROM watchlistEntry \(condition)", arguments: arguments).compactMap { row in
            guard let id = try? MovieID(parsing: row["movieID"], defaultSource: .offline) else { return nil }
            return WatchlistEntry(
                movieID: id, title: row["title"], year: row["year"], note: row["note"],
                addedAt: row["addedAt"], watchedAt: row["watchedAt"], rating: row["rating"]
            )
        }
    }
}
