import Foundation
import GRDB
import GRDBSQLite
import SeriesInterface
import SeriesPorts
import Storage
import WatchlistInterface

/// ``SeriesRepository`` in SQLite: each profile's followed series, ratings of series and
/// episode viewings.
public struct SQLiteSeriesRepository: SeriesRepository, EpisodePlaybackStore {
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
        // Each episode a media server's playback recorded, with its viewing: a viewing no
        // playback names was recorded by a person. Times are milliseconds since 1970.
        DatabaseMigration("series.v2.playbacks") { db in
            try db.execute(sql: """
                CREATE TABLE series_playback (
                    number INTEGER PRIMARY KEY AUTOINCREMENT,
                    profile_id TEXT NOT NULL, series_id TEXT NOT NULL, episode_key TEXT NOT NULL,
                    played_at INTEGER NOT NULL, event_id TEXT, viewing_number INTEGER NOT NULL
                );
                CREATE INDEX series_playback_by_episode ON series_playback (profile_id, episode_key, played_at);
                CREATE INDEX series_playback_by_event ON series_playback (profile_id, event_id) WHERE event_id IS NOT NULL;
                CREATE INDEX series_playback_by_viewing ON series_playback (viewing_number);
                """)
        },
        // A profile's rating of a whole series, with the series as it was rated, so that a
        // series rated but neither followed nor watched is exported whole.
        DatabaseMigration("series.v3.ratings") { db in
            try db.execute(sql: """
                CREATE TABLE series_rating (
                    position INTEGER PRIMARY KEY AUTOINCREMENT,
                    profile_id TEXT NOT NULL, series_id TEXT NOT NULL, title TEXT NOT NULL,
                    start_year INTEGER, end_year INTEGER, kind TEXT NOT NULL, rating INTEGER NOT NULL, rated_on TEXT NOT NULL,
                    UNIQUE (profile_id, series_id)
                );
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
            let removed = db.changesCount
            try db.execute(sql: "DELETE FROM series_playback WHERE profile_id = ? AND series_id = ?", arguments: key)
            try db.execute(sql: "DELETE FROM series_rating WHERE profile_id = ? AND series_id = ?", arguments: key)
            return (true, removed)
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

    public func forget(_ viewings: [EpisodeViewing], for profile: UUID) throws -> Int {
        try database.write { db in
            let find = try db.cachedStatement(sql: """
                SELECT number FROM series_viewing WHERE profile_id = ? AND series_id = ? AND series_title = ? AND season IS ? AND episode IS ?
                AND episode_id IS ? AND episode_title = ? AND runtime_minutes IS ? AND watched_on = ? AND rating IS ? ORDER BY number DESC LIMIT 1
                """)
            let delete = try db.cachedStatement(sql: "DELETE FROM series_viewing WHERE number = ?")
            let deletePlayback = try db.cachedStatement(sql: "DELETE FROM series_playback WHERE viewing_number = ?")
            var found = 0
            for viewing in viewings {
                let number = try Int64.fetchOne(find, arguments: [
                    profile.uuidString, viewing.seriesID.description, viewing.seriesTitle, viewing.season, viewing.episode,
                    viewing.episodeID?.description, viewing.episodeTitle, viewing.runtimeMinutes, viewing.watchedOn.description, viewing.rating,
                ])
                guard let number else { continue }
                try delete.execute(arguments: [number])
                try deletePlayback.execute(arguments: [number])
                found += 1
            }
            return found
        }
    }

    public func rate(_ series: Series, _ rating: SeriesRating, for profile: UUID) throws {
        try database.write { db in
            try db.execute(
                sql: """
                INSERT INTO series_rating (profile_id, series_id, title, start_year, end_year, kind, rating, rated_on)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (profile_id, series_id) DO UPDATE SET
                title = excluded.title, start_year = excluded.start_year, end_year = excluded.end_year, kind = excluded.kind,
                rating = excluded.rating, rated_on = excluded.rated_on
                """,
                arguments: [
                    profile.uuidString, series.id.description, series.title, series.startYear, series.endYear, series.kind.rawValue,
                    rating.value, rating.ratedOn.description,
                ]
            )
        }
    }

    public func removeRating(of seriesID: TitleID, for profile: UUID) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM series_rating WHERE profile_id = ? AND series_id = ?", arguments: [profile.uuidString, seriesID.description])
            return db.changesCount == 1
        }
    }

    public func ratings(for profile: UUID) throws -> [RatedSeries] {
        try ratings(where: "profile_id = ?", [profile.uuidString])
    }

    public func rating(of seriesID: TitleID, for profile: UUID) throws -> SeriesRating? {
        try ratings(where: "profile_id = ? AND series_id = ?", [profile.uuidString, seriesID.description]).first?.rating
    }

    private func ratings(where condition: String, _ arguments: StatementArguments) throws -> [RatedSeries] {
        try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT series_id, title, start_year, end_year, kind, rating, rated_on FROM series_rating WHERE \(condition) ORDER BY position",
                arguments: arguments
            ).compactMap { row in
                guard let id = TitleID(parsing: row["series_id"] as String), let day = CalendarDay(parsing: row["rated_on"] as String) else { return nil }
                let series = Series(id: id, title: row["title"], startYear: row["start_year"], endYear: row["end_year"], kind: SeriesKind(rawValue: row["kind"]) ?? .series)
                return RatedSeries(series: series, rating: SeriesRating(value: row["rating"], ratedOn: day))
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
            let statement = try db.makeStatement(sql: "SELECT \(columns) FROM series_viewing WHERE profile_id = ?\(seriesID == nil ? "" : " AND series_id = ?") ORDER BY number")
            let rows = try Row.fetchCursor(statement, arguments: StatementArguments([profile.uuidString] + (seriesID.map { [$0.description] } ?? [])))
            // Columns by position, in `columns`' order: by name, each lookup searched the names.
            // Each series' id is read once, and its title once while it stays the same: a
            // heavy user's 200,000 viewings hold a thousand series, and each title read made
            // a string of its own.
            var viewings: [EpisodeViewing] = []
            var seen: [String: (id: TitleID, title: String)] = [:]
            while let row = try rows.next() {
                let text: String = row[0]
                let known = seen[text]
                guard let series = known?.id ?? TitleID(parsing: text), let day = CalendarDay(parsing: row[7] as String) else { continue }
                let title: String
                if let known, Self.text(in: statement, column: 1, is: known.title) {
                    title = known.title
                } else {
                    title = row[1]
                    seen[text] = (series, title)
                }
                viewings.append(EpisodeViewing(
                    seriesID: series, seriesTitle: title, season: row[2], episode: row[3],
                    episodeID: (row[4] as String?).flatMap { TitleID(parsing: $0) }, episodeTitle: row[5],
                    runtimeMinutes: row[6], watchedOn: day, rating: row[8]
                ))
            }
            return viewings
        }
    }

    /// Whether the current row of `statement` holds `text` in `column`, compared where SQLite
    /// keeps the bytes: read through GRDB, each comparison made a `Data` of them.
    private static func text(in statement: Statement, column: CInt, is text: String) -> Bool {
        // SQLite's order: the text first, then its length.
        guard let bytes = sqlite3_column_text(statement.sqliteStatement, column) else { return false }
        let count = Int(sqlite3_column_bytes(statement.sqliteStatement, column))
        return text.utf8.count == count && text.utf8.elementsEqual(UnsafeBufferPointer(start: bytes, count: count))
    }

    /// Each statement is prepared once a connection and kept (GRDB's statement cache): a burst
    /// of events spends its time recording, not compiling SQL.
    public func recordPlayback(_ playback: EpisodePlaybackRecord, for profile: UUID) throws -> EpisodePlaybackWrite {
        try database.write { db in
            let owner = profile.uuidString, series = playback.series.id.description
            let playedAt = Int64((playback.playedAt.timeIntervalSince1970 * 1000).rounded())
            if let eventID = playback.eventID,
               try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM series_playback WHERE profile_id = ? AND event_id = ?"), arguments: [owner, eventID]) == true {
                return .duplicate(.sameEvent)
            }
            let window = Int64(PlaybackWindow.duration * 1000)
            let nearby = try db.cachedStatement(sql: "SELECT 1 FROM series_playback WHERE profile_id = ? AND episode_key = ? AND played_at > ? AND played_at < ?")
            for episode in playback.episodes
            where try Bool.fetchOne(nearby, arguments: [owner, EpisodePlaybackRecord.key(of: episode), playedAt - window, playedAt + window]) == true {
                return .duplicate(.sameEpisodeNearby)
            }
            let ratedByHand = try db.cachedStatement(sql: """
                SELECT 1 FROM series_viewing WHERE profile_id = ? AND series_id = ? AND rating IS NOT NULL
                AND (episode_id = ? OR (season = ? AND episode = ?))
                AND NOT EXISTS (SELECT 1 FROM series_playback WHERE series_playback.viewing_number = series_viewing.number)
                """)
            var byHand = false
            for episode in playback.episodes where playback.rating != nil && !byHand {
                byHand = try Bool.fetchOne(ratedByHand, arguments: [owner, series, episode.id?.description, episode.season, episode.number]) == true
            }
            let rating = byHand ? nil : playback.rating
            let insertViewing = try db.cachedStatement(sql: """
                INSERT INTO series_viewing (profile_id, series_id, series_title, season, episode, episode_id, episode_title, runtime_minutes, watched_on, rating)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let insertPlayback = try db.cachedStatement(sql: """
                INSERT INTO series_playback (profile_id, series_id, episode_key, played_at, event_id, viewing_number) VALUES (?, ?, ?, ?, ?, ?)
                """)
            var viewings: [EpisodeViewing] = []
            for episode in playback.episodes {
                let viewing = EpisodeViewing(of: episode, in: playback.series, on: playback.day, rating: rating)
                try insertViewing.execute(arguments: [
                    owner, series, viewing.seriesTitle, viewing.season, viewing.episode, viewing.episodeID?.description, viewing.episodeTitle,
                    viewing.runtimeMinutes, viewing.watchedOn.description, viewing.rating,
                ])
                try insertPlayback.execute(arguments: [owner, series, EpisodePlaybackRecord.key(of: episode), playedAt, playback.eventID, db.lastInsertedRowID])
                viewings.append(viewing)
            }
            try db.cachedStatement(sql: """
                INSERT INTO series_follow (profile_id, series_id, title, start_year, end_year, kind, followed_at)
                VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (profile_id, series_id) DO NOTHING
                """).execute(arguments: [
                    owner, series, playback.series.title, playback.series.startYear, playback.series.endYear, playback.series.kind.rawValue,
                    playback.followedAt.timeIntervalSince1970,
                ])
            return .recorded(viewings, droppedRating: byHand ? playback.rating : nil)
        }
    }
}
