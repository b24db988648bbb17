import CalendarPorts
import Foundation
import PostgresNIO
import PostgresStorage
import WatchlistInterface

/// ``MovieReleaseStore`` in PostgreSQL, the same table as SQLite's.
public struct PostgresMovieReleaseStore: MovieReleaseStore {
    private let database: PostgresPool

    /// Creates the store on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The films' table; days as `YYYY-MM-DD` text and moments as seconds since 1970, as in SQLite.
    public static let migrations = [
        PostgresMigration("calendar.v4.film-releases", [
            """
            CREATE TABLE calendar_film (
                film_id text PRIMARY KEY, source_id text, title text, cinema text, digital text, fetched_at double precision NOT NULL
            )
            """,
        ]),
    ]

    public func filmLookups(of ids: [String]) async throws -> [String: MovieLookup] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await database.client.query(
            "SELECT film_id, source_id, title, cinema, digital, fetched_at FROM calendar_film WHERE film_id = ANY(\(ids))", logger: database.logger
        )
        var lookups: [String: MovieLookup] = [:]
        for try await (id, source, title, cinema, digital, fetched) in rows.decode((String, String?, String?, String?, String?, Double).self) {
            let film = source.map { source in
                SourceMovie(id: source, title: title ?? "", cinema: cinema.flatMap { CalendarDay(parsing: $0) }, digital: digital.flatMap { CalendarDay(parsing: $0) })
            }
            lookups[id] = MovieLookup(film: film, fetchedAt: Date(timeIntervalSince1970: fetched))
        }
        return lookups
    }

    public func keep(_ film: SourceMovie?, for id: String, at date: Date) async throws {
        let (source, title, cinema, digital, fetched) = (film?.id, film?.title, film?.cinema?.description, film?.digital?.description, date.timeIntervalSince1970)
        try await database.client.query(
            """
            INSERT INTO calendar_film (film_id, source_id, title, cinema, digital, fetched_at)
            VALUES (\(id), \(source), \(title), \(cinema), \(digital), \(fetched))
            ON CONFLICT (film_id) DO UPDATE SET source_id = excluded.source_id, title = excluded.title, cinema = excluded.cinema,
                digital = excluded.digital, fetched_at = excluded.fetched_at
            """,
            logger: database.logger
        )
    }
}
