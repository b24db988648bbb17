import Foundation
import GRDB
import SeriesInterface
import SeriesPorts
import Storage
import WatchlistInterface

/// ``SeriesRepository`` in SQLite: each profile's followed series and episode viewings.
public struct SQLiteSeriesRepository: SeriesRepository {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Series feature's schema. Its identifiers start with the feature's name, so the
    /// app's schema (every feature's migrations in one file) keeps them apart.
    public static let migrations = [
        DatabaseMigration("series.v1") { db in
            try db.execute(sql: """
                CREATE TABLE series_follow (
                    position INTEGER PRIMARY KEY AUTOINCREMENT,
                    profile_id TEXT NOT NULL, series_id TEXT NOT NULL, title TEXT NOT NULL,
                    start_year INTEGER, end_year INTEGER, kind TEXT NOT NULL, followed_at DOUBLE NOT NULL,
                    UNIQUE (profile_id, series_id)
                );
                CREATE TABLE series_viewing (
                    number INTEGER PRIMARY KEY AUTOINCREMENT,
                    profile_id TEXT NOT NULL, series_id TEXT NOT NULL, series_title TEXT NOT NULL,
                    season INTEGER, episode INTEGER, episode_id TEXT, episode_title TEXT NOT NULL,
                    runtime_minutes INTEGER, watched_on TEXT NOT NULL, rating INTEGER
                );
                CREATE INDEX series_viewing_by_series ON series_viewing (profile_id, series_id, number);
                """)
        },
    ]

    public func follow(_ series: Series, at date: Date, for profile: UUID) throws -> Bool {
        try database.write { db in
            try db.execute(
                sql: """
                INSERT INTO series_follow (profile_id, series_id, title, start_year, end_year, kind, followed_at)
                VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (profile_id, series_id) DO NOTHING
                """,
                arguments: [profile.uuidString, series.id.description, series.title, series.startYear, series.endYear, series.kind.rawValue, date.timeIntervalSince1970]
            )
            return db.changesCount == 1
        }
    }

    public func unfollow(_ seriesID: TitleID, forgettingViewings: Bool, for profile: UUID) throws -> (unfollowed: Bool, removedViewings: Int) {
        try database.write { db in
            let key: StatementArguments = [profile.uuidString, seriesID.description]
            try db.execute(sql: "DELETE FROM series_follow WHERE profile_id = ? AND series_id = ?", arguments: key)
            guard db.changesCount == 1 else { return (false, 0) }
            guard forgettingViewings else { return (true, 0) }
            try db.execute(sql: "DELETE FROM series_viewing WHERE profile_id = ? AND series_id = ?", arguments: key)
            return (true, db.changesCount)
        }
    }

    public func followed(for profile: UUID) throws -> [FollowedSeries] {
        try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT series_id, title, start_year, end_year, kind, followed_at FROM series_follow WHERE profile_id = ? ORDER BY position",
                arguments: [profile.uuidString]
            ).compactMap { row in
                guard let id = TitleID(parsing: row["series_id"] as String) else { return nil }
                let series = Series(id: id, title: row["title"], startYear: row["start_year"], endYear: row["end_year"], kind: SeriesKind(rawValue: row["kind"]) ?? .series)
                return FollowedSeries(series: series, followedAt: Date(timeIntervalSince1970: row["followed_at"]))
            }
        }
    }

    public func record(_ viewings: [EpisodeViewing], for profile: UUID) throws {
        try database.write { db in
            let insert = try db.cachedStatement(sql: """
                INSERT INTO series_viewing (profile_id, series_id, series_title, season, episode, episode_id, episode_title, runtime_minutes, watched_on, rating)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for viewing in viewings {
                try insert.execute(arguments: [
                    profile.uuidString, viewing.seriesID.description, viewing.seriesTitle, viewing.season, viewing.episode,
                    viewing.episodeID?.description, viewing.episodeTitle, viewing.runtimeMinutes, viewing.watchedOn.description, viewing.rating,
                ])
            }
        }
    }

    public func watchedPlaces(for profile: UUID) throws -> [TitleID: Set<EpisodeNumber>] {
        try database.read { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT DISTINCT series_id, season, episode FROM series_viewing
                WHERE profile_id = ? AND season >= 1 AND episode IS NOT NULL ORDER BY series_id
                """, arguments: [profile.uuidString])
            var places: [TitleID: Set<EpisodeNumber>] = [:]
            var last: (text: String, id: TitleID)?
            while let row = try rows.next() {
                let text: String = row[0]
                guard let series = last?.text == text ? last?.id : TitleID(parsing: text) else { continue }
                last = (text, series)
                places[series, default: []].insert(EpisodeNumber(season: row[1], number: row[2]))
            }
            return places
        }
    }

    public func viewings(of seriesID: TitleID?, for profile: UUID) throws -> [EpisodeViewing] {
        try database.read { db in
            let columns = "series_id, series_title, season, episode, episode_id, episode_title, runtime_minutes, watched_on, rating"
            let rows = if let seriesID {
                try Row.fetchCursor(db, sql: "SELECT \(columns) FROM series_viewing WHERE profile_id = ? AND series_id = ? ORDER BY number", arguments: [profile.uuidString, seriesID.description])
            } else {
                try Row.fetchCursor(db, sql: "SELECT \(columns) FROM series_viewing WHERE profile_id = ? ORDER BY number", arguments: [profile.uuidString])
            }
            // Columns by position, in `columns`' order: by name, each lookup searched the names.
            // A series' viewings tend to follow each other, so its id is read once for a run of them.
            var viewings: [EpisodeViewing] = []
            var last: (text: String, id: TitleID)?
            while let row = try rows.next() {
                let text: String = row[0]
                guard let series = last?.text == text ? last?.id : TitleID(parsing: text), let day = CalendarDay(parsing: row[7] as String) else { continue }
                last = (text, series)
                viewings.append(EpisodeViewing(
                    seriesID: series, seriesTitle: row[1], season: row[2], episode: row[3],
                    episodeID: (row[4] as String?).flatMap { TitleID(parsing: $0) }, episodeTitle: row[5],
                    runtimeMinutes: row[6], watchedOn: day, rating: row[8]
                ))
            }
            return viewings
        }
    }
}
