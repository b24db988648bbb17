import CalendarPorts
import Foundation
import GRDB
import Storage
import WatchlistInterface

/// ``MovieReleaseStore`` in SQLite: each film on anyone's list that was looked up, with the
/// days it comes out, shared by every profile (release dates are facts about films).
public struct SQLiteMovieReleaseStore: MovieReleaseStore {
    private let database: DatabaseProvider

    /// Creates the store on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The films' table: `source_id` is NULL for a film the source did not know; days are
    /// `YYYY-MM-DD`, moments seconds since 1970.
    public static let migrations = [
        DatabaseMigration("calendar.v4.film-releases") { db in
            try db.execute(sql: """
                CREATE TABLE calendar_film (
                    film_id TEXT PRIMARY KEY,
                    source_id TEXT, title TEXT, cinema TEXT, digital TEXT,
                    fetched_at DOUBLE NOT NULL
                )
                """)
        },
    ]

    public func filmLookups(of ids: [String]) throws -> [String: MovieLookup] {
        let wanted = Set(ids)
        return try database.read { db in
            var lookups: [String: MovieLookup] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT film_id, source_id, title, cinema, digital, fetched_at FROM calendar_film")
            while let row = try rows.next() {
                let id: String = row[0]
                guard wanted.contains(id) else { continue }
                let film = (row[1] as String?).map { source in
                    SourceMovie(
                        id: source, title: row[2] ?? "", cinema: (row[3] as String?).flatMap { CalendarDay(parsing: $0) },
                        digital: (row[4] as String?).flatMap { CalendarDay(parsing: $0) }
                    )
                }
                lookups[id] = MovieLookup(film: film, fetchedAt: Date(timeIntervalSince1970: row[5]))
            }
            return lookups
        }
    }

    public func keep(_ film: SourceMovie?, for id: String, at date: Date) throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO calendar_film (film_id, source_id, title, cinema, digital, fetched_at) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (film_id) DO UPDATE SET source_id = excluded.source_id, title = excluded.title, cinema = excluded.cinema,
                        digital = excluded.digital, fetched_at = excluded.fetched_at
                    """,
                arguments: [id, film?.id, film?.title, film?.cinema?.description, film?.digital?.description, date.timeIntervalSince1970]
            )
        }
    }
}
