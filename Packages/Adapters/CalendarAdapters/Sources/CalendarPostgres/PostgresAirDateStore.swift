import CalendarPorts
import Foundation
import PostgresNIO
import PostgresStorage
import SeriesInterface
import WatchlistInterface

/// ``AirDateStore`` in PostgreSQL, the same tables as SQLite's.
public struct PostgresAirDateStore: AirDateStore {
    private let database: PostgresPool

    /// Creates the store on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The Calendar feature's schema: moments as seconds since 1970, days as `YYYY-MM-DD`, as
    /// in SQLite.
    public static let migrations = [
        PostgresMigration("calendar.v1.air-dates", [
            """
            CREATE TABLE calendar_show (
                series_id text PRIMARY KEY, source_id text, name text, network text, updated double precision,
                fetched_at double precision NOT NULL
            )
            """,
            """
            CREATE TABLE calendar_episode (
                series_id text NOT NULL, episode_id text NOT NULL, season integer NOT NULL, number integer, title text NOT NULL,
                air_date text, air_time double precision, runtime integer, PRIMARY KEY (series_id, episode_id)
            )
            """,
            "CREATE INDEX calendar_episode_by_day ON calendar_episode (air_date)",
        ]),
    ]

    public func lookups(of ids: [TitleID]) async throws -> [TitleID: SeriesLookup] {
        let wanted = Set(ids)
        let rows = try await database.client.query(
            "SELECT series_id, source_id, name, network, updated, fetched_at FROM calendar_show", logger: database.logger
        )
        var lookups: [TitleID: SeriesLookup] = [:]
        for try await (series, source, name, network, updated, fetched) in rows.decode((String, String?, String?, String?, Double?, Double).self) {
            guard let id = TitleID(parsing: series), wanted.contains(id) else { continue }
            lookups[id] = SeriesLookup(show: Self.show(source, name, network, updated), fetchedAt: Date(timeIntervalSince1970: fetched))
        }
        return lookups
    }

    public func keepUnknown(_ id: TitleID, at date: Date) async throws {
        let series = id.description, fetched = date.timeIntervalSince1970
        try await database.transaction(locking: "calendar:\(series)") { connection in
            try await connection.query("DELETE FROM calendar_episode WHERE series_id = \(series)", logger: database.logger)
            try await connection.query(
                """
                INSERT INTO calendar_show (series_id, fetched_at) VALUES (\(series), \(fetched))
                ON CONFLICT (series_id) DO UPDATE SET source_id = NULL, name = NULL, network = NULL, updated = NULL, fetched_at = excluded.fetched_at
                """,
                logger: database.logger
            )
        }
    }

    public func keep(_ show: SourceSeries, episodes: [SourceEpisode], for id: TitleID, at date: Date) async throws {
        let series = id.description, fetched = date.timeIntervalSince1970, updated = show.updated.timeIntervalSince1970
        try await database.transaction(locking: "calendar:\(series)") { connection in
            try await connection.query(
                """
                INSERT INTO calendar_show (series_id, source_id, name, network, updated, fetched_at)
                VALUES (\(series), \(show.id), \(show.name), \(show.network), \(updated), \(fetched))
                ON CONFLICT (series_id) DO UPDATE SET source_id = excluded.source_id, name = excluded.name, network = excluded.network,
                    updated = excluded.updated, fetched_at = excluded.fetched_at
                """,
                logger: database.logger
            )
            try await connection.query("DELETE FROM calendar_episode WHERE series_id = \(series)", logger: database.logger)
            for episode in episodes {
                let day = episode.airDate?.description, time = episode.airTime?.timeIntervalSince1970
                try await connection.query(
                    """
                    INSERT INTO calendar_episode (series_id, episode_id, season, number, title, air_date, air_time, runtime)
                    VALUES (\(series), \(episode.id), \(episode.season), \(episode.number), \(episode.title), \(day), \(time), \(episode.runtimeMinutes))
                    ON CONFLICT (series_id, episode_id) DO NOTHING
                    """,
                    logger: database.logger
                )
            }
        }
    }

    public func episodes(of ids: [TitleID], airedBy day: CalendarDay) async throws -> [TitleID: [SourceEpisode]] {
        let wanted = Array(Set(ids.map(\.description)))
        guard !wanted.isEmpty else { return [:] }
        let rows = try await database.client.query(
            """
            SELECT series_id, episode_id, season, number, title, air_date, air_time, runtime FROM calendar_episode
            WHERE series_id = ANY(\(wanted)) AND air_date <= \(day.description)
            ORDER BY series_id COLLATE "C", season, number NULLS LAST, episode_id COLLATE "C"
            """,
            logger: database.logger
        )
        var found: [TitleID: [SourceEpisode]] = [:]
        let types = (String, String, Int, Int?, String, String?, Double?, Int?).self
        for try await (series, episodeID, season, number, title, airDay, time, runtime) in rows.decode(types) {
            guard let id = TitleID(parsing: series) else { continue }
            found[id, default: []].append(SourceEpisode(
                id: episodeID, season: season, number: number, title: title, airDate: airDay.flatMap { CalendarDay(parsing: $0) },
                airTime: time.map { Date(timeIntervalSince1970: $0) }, runtimeMinutes: runtime
            ))
        }
        return found
    }

    public func episodes(of ids: [TitleID], from: CalendarDay, through: CalendarDay) async throws -> [StoredEpisode] {
        let wanted = Set(ids), first = from.description, last = through.description
        let rows = try await database.client.query(
            """
            SELECT e.series_id, s.source_id, s.name, s.network, s.updated, e.episode_id, e.season, e.number, e.title, e.air_date, e.air_time, e.runtime
            FROM calendar_episode e JOIN calendar_show s ON s.series_id = e.series_id
            WHERE e.air_date BETWEEN \(first) AND \(last) ORDER BY e.air_date, e.episode_id COLLATE "C"
            """,
            logger: database.logger
        )
        var found: [StoredEpisode] = []
        let types = (String, String?, String?, String?, Double?, String, Int, Int?, String, String?, Double?, Int?).self
        for try await (series, source, name, network, updated, episodeID, season, number, title, day, time, runtime) in rows.decode(types) {
            guard let id = TitleID(parsing: series), wanted.contains(id), let show = Self.show(source, name, network, updated) else { continue }
            let episode = SourceEpisode(
                id: episodeID, season: season, number: number, title: title, airDate: day.flatMap { CalendarDay(parsing: $0) },
                airTime: time.map { Date(timeIntervalSince1970: $0) }, runtimeMinutes: runtime
            )
            found.append(StoredEpisode(showID: id, show: show, episode: episode))
        }
        return found
    }

    private static func show(_ source: String?, _ name: String?, _ network: String?, _ updated: Double?) -> SourceSeries? {
        guard let source, let name else { return nil }
        return SourceSeries(id: source, name: name, network: network, updated: Date(timeIntervalSince1970: updated ?? 0))
    }
}
