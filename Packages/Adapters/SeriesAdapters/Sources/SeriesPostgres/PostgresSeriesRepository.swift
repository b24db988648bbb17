import Foundation
import PostgresNIO
import PostgresStorage
import SeriesInterface
import SeriesPorts
import WatchlistInterface

/// ``SeriesRepository`` in PostgreSQL, the same tables as SQLite's.
public struct PostgresSeriesRepository: SeriesRepository {
    let database: PostgresPool

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
        PostgresMigration("series.v2.playbacks", [
            """
            CREATE TABLE series_playback (
                number bigserial PRIMARY KEY, profile_id uuid NOT NULL, series_id text NOT NULL, episode_key text NOT NULL,
                played_at timestamptz NOT NULL, event_id text, viewing_number bigint NOT NULL
            )
            """,
            "CREATE INDEX series_playback_by_episode ON series_playback (profile_id, episode_key, played_at)",
            "CREATE INDEX series_playback_by_event ON series_playback (profile_id, event_id) WHERE event_id IS NOT NULL",
            "CREATE INDEX series_playback_by_viewing ON series_playback (viewing_number)",
        ]),
        PostgresMigration("series.v3.ratings", [
            """
            CREATE TABLE series_rating (
                position bigserial PRIMARY KEY, profile_id uuid NOT NULL, series_id text NOT NULL, title text NOT NULL,
                start_year integer, end_year integer, kind text NOT NULL, rating integer NOT NULL, rated_on date NOT NULL,
                UNIQUE (profile_id, series_id)
            )
            """,
        ]),
        playbackFunctionMigration,
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
            try await connection.query("DELETE FROM series_playback WHERE profile_id = \(profile) AND series_id = \(id)", logger: database.logger)
            try await connection.query("DELETE FROM series_rating WHERE profile_id = \(profile) AND series_id = \(id)", logger: database.logger)
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

    public func forget(_ viewings: [EpisodeViewing], for profile: UUID) async throws -> Int {
        guard !viewings.isEmpty else { return 0 }
        return try await database.transaction(locking: "series:\(profile)") { connection in
            var found = 0
            for viewing in viewings {
                let rows = try await connection.query(
                    """
                    DELETE FROM series_viewing WHERE number = (
                        SELECT number FROM series_viewing WHERE profile_id = \(profile) AND series_id = \(viewing.seriesID.description)
                        AND series_title = \(viewing.seriesTitle) AND season IS NOT DISTINCT FROM \(viewing.season)
                        AND episode IS NOT DISTINCT FROM \(viewing.episode) AND episode_id IS NOT DISTINCT FROM \(viewing.episodeID?.description)
                        AND episode_title = \(viewing.episodeTitle) AND runtime_minutes IS NOT DISTINCT FROM \(viewing.runtimeMinutes)
                        AND watched_on = \(viewing.watchedOn.description)::date AND rating IS NOT DISTINCT FROM \(viewing.rating)
                        ORDER BY number DESC LIMIT 1
                    ) RETURNING number
                    """,
                    logger: database.logger
                )
                for try await number in rows.decode(Int64.self) {
                    try await connection.query("DELETE FROM series_playback WHERE viewing_number = \(number)", logger: database.logger)
                    found += 1
                }
            }
            return found
        }
    }

    public func rate(_ series: Series, _ rating: SeriesRating, for profile: UUID) async throws {
        try await database.client.query(
            """
            INSERT INTO series_rating (profile_id, series_id, title, start_year, end_year, kind, rating, rated_on)
            VALUES (\(profile), \(series.id.description), \(series.title), \(series.startYear), \(series.endYear), \(series.kind.rawValue),
                    \(rating.value), \(rating.ratedOn.description)::date)
            ON CONFLICT (profile_id, series_id) DO UPDATE SET
            title = excluded.title, start_year = excluded.start_year, end_year = excluded.end_year, kind = excluded.kind,
            rating = excluded.rating, rated_on = excluded.rated_on
            """,
            logger: database.logger
        )
    }

    public func removeRating(of seriesID: TitleID, for profile: UUID) async throws -> Bool {
        try await database.client.query(
            "DELETE FROM series_rating WHERE profile_id = \(profile) AND series_id = \(seriesID.description) RETURNING 1", logger: database.logger
        ).decode(Int.self).reduce(0, +) == 1
    }

    public func ratings(for profile: UUID) async throws -> [RatedSeries] {
        try await ratings(try await database.client.query(
            "SELECT series_id, title, start_year, end_year, kind, rating, rated_on::text FROM series_rating WHERE profile_id = \(profile) ORDER BY position",
            logger: database.logger
        ))
    }

    public func rating(of seriesID: TitleID, for profile: UUID) async throws -> SeriesRating? {
        try await ratings(try await database.client.query(
            """
            SELECT series_id, title, start_year, end_year, kind, rating, rated_on::text FROM series_rating
            WHERE profile_id = \(profile) AND series_id = \(seriesID.description)
            """,
            logger: database.logger
        )).first?.rating
    }

    private func ratings(_ rows: PostgresRowSequence) async throws -> [RatedSeries] {
        var rated: [RatedSeries] = []
        for try await (id, title, startYear, endYear, kind, value, day) in rows.decode((String, String, Int?, Int?, String, Int, String).self) {
            guard let id = TitleID(parsing: id), let day = CalendarDay(parsing: day) else { continue }
            let series = Series(id: id, title: title, startYear: startYear, endYear: endYear, kind: SeriesKind(rawValue: kind) ?? .series)
            rated.append(RatedSeries(series: series, rating: SeriesRating(value: value, ratedOn: day)))
        }
        return rated
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
