import Foundation
import PostgresNIO
import PostgresStorage
import SeriesInterface
import SeriesPorts
import WatchlistInterface

/// ``SeriesRepository`` in PostgreSQL, the same tables as SQLite's.
public struct PostgresSeriesRepository: SeriesRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The Series feature's schema.
    public static let migrations = [
        PostgresMigration("series.v1", [
            """
            CREATE TABLE series_follow (
                position bigserial PRIMARY KEY, profile_id uuid NOT NULL, series_id text NOT NULL, title text NOT NULL,
                start_year integer, end_year integer, kind text NOT NULL, followed_at timestamptz NOT NULL,
                UNIQUE (profile_id, series_id)
            )
            """,
            """
            CREATE TABLE series_viewing (
                number bigserial PRIMARY KEY, profile_id uuid NOT NULL, series_id text NOT NULL, series_title text NOT NULL,
                season integer, episode integer, episode_id text, episode_title text NOT NULL,
                runtime_minutes integer, watched_on date NOT NULL, rating integer
            )
            """,
            "CREATE INDEX series_viewing_by_series ON series_viewing (profile_id, series_id, number)",
        ]),
    ]

    public func follow(_ series: Series, at date: Date, for profile: UUID) async throws -> Bool {
        let rows = try await database.client.query(
            """
            INSERT INTO series_follow (profile_id, series_id, title, start_year, end_year, kind, followed_at)
            VALUES (\(profile), \(series.id.description), \(series.title), \(series.startYear), \(series.endYear), \(series.kind.rawValue), \(date))
            ON CONFLICT (profile_id, series_id) DO NOTHING RETURNING 1
            """,
            logger: database.logger
        )
        return try await rows.decode(Int.self).reduce(0, +) == 1
    }

    public func unfollow(_ seriesID: TitleID, forgettingViewings: Bool, for profile: UUID) async throws -> (unfollowed: Bool, removedViewings: Int) {
        try await database.transaction(locking: "series:\(profile)") { connection in
            let id = seriesID.description
            let unfollowed = try await connection.query(
                "DELETE FROM series_follow WHERE profile_id = \(profile) AND series_id = \(id) RETURNING 1", logger: database.logger
            ).decode(Int.self).reduce(0, +) == 1
            guard unfollowed, forgettingViewings else { return (unfollowed, 0) }
            let removed = try await connection.query(
                "DELETE FROM series_viewing WHERE profile_id = \(profile) AND series_id = \(id) RETURNING 1", logger: database.logger
            ).decode(Int.self).reduce(0, +)
            return (true, removed)
        }
    }

    public func followed(for profile: UUID) async throws -> [FollowedSeries] {
        let rows = try await database.client.query(
            "SELECT series_id, title, start_year, end_year, kind, followed_at FROM series_follow WHERE profile_id = \(profile) ORDER BY position",
            logger: database.logger
        )
        var followed: [FollowedSeries] = []
        for try await (id, title, startYear, endYear, kind, date) in rows.decode((String, String, Int?, Int?, String, Date).self) {
            guard let id = TitleID(parsing: id) else { continue }
            followed.append(FollowedSeries(series: Series(id: id, title: title, startYear: startYear, endYear: endYear, kind: SeriesKind(rawValue: kind) ?? .series), followedAt: date))
        }
        return followed
    }

    public func record(_ viewings: [EpisodeViewing], for profile: UUID) async throws {
        guard !viewings.isEmpty else { return }
        try await database.transaction(locking: "series:\(profile)") { connection in
            for viewing in viewings {
                try await connection.query(
                    """
                    INSERT INTO series_viewing (profile_id, series_id, series_title, season, episode, episode_id, episode_title, runtime_minutes, watched_on, rating)
                    VALUES (\(profile), \(viewing.seriesID.description), \(viewing.seriesTitle), \(viewing.season), \(viewing.episode),
                            \(viewing.episodeID?.description), \(viewing.episodeTitle), \(viewing.runtimeMinutes), \(viewing.watchedOn.description)::date, \(viewing.rating))
                    """,
                    logger: database.logger
                )
            }
        }
    }

    public func watchedPlaces(for profile: UUID) async throws -> [TitleID: Set<EpisodeNumber>] {
        let rows = try await database.client.query("""
            SELECT DISTINCT series_id, season, episode FROM series_viewing
            WHERE profile_id = \(profile) AND season >= 1 AND episode IS NOT NULL
            """, logger: database.logger)
        var places: [TitleID: Set<EpisodeNumber>] = [:]
        for try await (text, season, episode) in rows.decode((String, Int, Int).self) {
            guard let series = TitleID(parsing: text) else { continue }
            places[series, default: []].insert(EpisodeNumber(season: season, number: episode))
        }
        return places
    }

    public func viewings(of seriesID: TitleID?, for profile: UUID) async throws -> [EpisodeViewing] {
        let columns = "series_id, series_title, season, episode, episode_id, episode_title, runtime_minutes, watched_on::text, rating"
        let rows = if let seriesID {
            try await database.client.query(
                "SELECT \(unescaped: columns) FROM series_viewing WHERE profile_id = \(profile) AND series_id = \(seriesID.description) ORDER BY number",
                logger: database.logger
            )
        } else {
            try await database.client.query("SELECT \(unescaped: columns) FROM series_viewing WHERE profile_id = \(profile) ORDER BY number", logger: database.logger)
        }
        var viewings: [EpisodeViewing] = []
        for try await row in rows.decode((String, String, Int?, Int?, String?, String, Int?, String, Int?).self) {
            guard let series = TitleID(parsing: row.0), let day = CalendarDay(parsing: row.7) else { continue }
            viewings.append(EpisodeViewing(
                seriesID: series, seriesTitle: row.1, season: row.2, episode: row.3, episodeID: row.4.flatMap { TitleID(parsing: $0) },
                episodeTitle: row.5, runtimeMinutes: row.6, watchedOn: day, rating: row.8
            ))
        }
        return viewings
    }
}
