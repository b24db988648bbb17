import CalendarPorts
import Foundation
import GRDB
import SeriesInterface
import Storage
import WatchlistInterface

/// ``AirDateStore`` in SQLite: each show followed by anyone, as the source knows it, and its
/// episodes, shared by every profile (air dates are facts about shows).
public struct SQLiteAirDateStore: AirDateStore {
    private let database: DatabaseProvider

    /// Creates the store on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Calendar feature's schema. Its identifiers start with the feature's name, so the
    /// app's schema (every feature's migrations in one file) keeps them apart. Moments are
    /// seconds since 1970; days, `YYYY-MM-DD`, which sort as days do.
    public static let migrations = [
        DatabaseMigration("calendar.v1.air-dates") { db in
            try db.execute(sql: """
                CREATE TABLE calendar_show (
                    series_id TEXT PRIMARY KEY,
                    source_id TEXT, name TEXT, network TEXT, updated DOUBLE,
                    fetched_at DOUBLE NOT NULL
                );
                CREATE TABLE calendar_episode (
                    series_id TEXT NOT NULL, episode_id TEXT NOT NULL,
                    season INTEGER NOT NULL, number INTEGER, title TEXT NOT NULL,
                    air_date TEXT, air_time DOUBLE, runtime INTEGER,
                    PRIMARY KEY (series_id, episode_id)
                );
                CREATE INDEX calendar_episode_by_day ON calendar_episode (air_date);
                """)
        },
    ]

    public func lookups(of ids: [TitleID]) throws -> [TitleID: SeriesLookup] {
        let wanted = Set(ids)
        return try database.read { db in
            var lookups: [TitleID: SeriesLookup] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT series_id, source_id, name, network, updated, fetched_at FROM calendar_show")
            while let row = try rows.next() {
                guard let id = TitleID(parsing: row[0] as String), wanted.contains(id) else { continue }
                lookups[id] = SeriesLookup(show: Self.show(row, from: 1), fetchedAt: Date(timeIntervalSince1970: row[5]))
            }
            return lookups
        }
    }

    public func keepUnknown(_ id: TitleID, at date: Date) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM calendar_episode WHERE series_id = ?", arguments: [id.description])
            try db.execute(
                sql: """
                    INSERT INTO calendar_show (series_id, source_id, name, network, updated, fetched_at) VALUES (?, NULL, NULL, NULL, NULL, ?)
                    ON CONFLICT (series_id) DO UPDATE SET source_id = NULL, name = NULL, network = NULL, updated = NULL, fetched_at = excluded.fetched_at
                    """,
                arguments: [id.description, date.timeIntervalSince1970]
            )
        }
    }

    public func keep(_ show: SourceSeries, episodes: [SourceEpisode], for id: TitleID, at date: Date) throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO calendar_show (series_id, source_id, name, network, updated, fetched_at) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (series_id) DO UPDATE SET source_id = excluded.source_id, name = excluded.name, network = excluded.network,
                        updated = excluded.updated, fetched_at = excluded.fetched_at
                    """,
                arguments: [id.description, show.id, show.name, show.network, show.updated.timeIntervalSince1970, date.timeIntervalSince1970]
            )
            try db.execute(sql: "DELETE FROM calendar_episode WHERE series_id = ?", arguments: [id.description])
            let insert = try db.makeStatement(sql: """
                INSERT OR REPLACE INTO calendar_episode (series_id, episode_id, season, number, title, air_date, air_time, runtime)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for episode in episodes {
                try insert.execute(arguments: [
                    id.description, episode.id, episode.season, episode.number, episode.title, episode.airDate?.description,
                    episode.airTime?.timeIntervalSince1970, episode.runtimeMinutes,
                ])
            }
        }
    }

    public func episodes(of ids: [TitleID], airedBy day: CalendarDay) throws -> [TitleID: [SourceEpisode]] {
        let wanted = Array(Set(ids.map(\.description)))
        return try database.read { db in
            var found: [TitleID: [SourceEpisode]] = [:]
            // The primary key's first column: these series' rows alone, in lists SQLite's limit
            // on parameters allows.
            for start in stride(from: 0, to: wanted.count, by: 500) {
                let part = wanted[start..<min(start + 500, wanted.count)]
                let rows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT series_id, episode_id, season, number, title, air_date, air_time, runtime FROM calendar_episode
                        WHERE series_id IN (\(part.map { _ in "?" }.joined(separator: ","))) AND air_date <= ?
                        ORDER BY series_id, season, number IS NULL, number, episode_id
                        """,
                    arguments: StatementArguments(Array(part) + [day.description])
                )
                while let row = try rows.next() {
                    guard let id = TitleID(parsing: row[0] as String) else { continue }
                    found[id, default: []].append(SourceEpisode(
                        id: row[1], season: row[2], number: row[3], title: row[4], airDate: (row[5] as String?).flatMap { CalendarDay(parsing: $0) },
                        airTime: (row[6] as Double?).map { Date(timeIntervalSince1970: $0) }, runtimeMinutes: row[7]
                    ))
                }
            }
            return found
        }
    }

    public func episodes(of ids: [TitleID], from: CalendarDay, through: CalendarDay) throws -> [StoredEpisode] {
        let wanted = Set(ids)
        return try database.read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT e.series_id, s.source_id, s.name, s.network, s.updated,
                        e.episode_id, e.season, e.number, e.title, e.air_date, e.air_time, e.runtime
                    FROM calendar_episode e JOIN calendar_show s ON s.series_id = e.series_id
                    WHERE e.air_date BETWEEN ? AND ? ORDER BY e.air_date, e.episode_id
                    """,
                arguments: [from.description, through.description]
            )
            var found: [StoredEpisode] = []
            while let row = try rows.next() {
                guard let id = TitleID(parsing: row[0] as String), wanted.contains(id), let show = Self.show(row, from: 1) else { continue }
                let episode = SourceEpisode(
                    id: row[5], season: row[6], number: row[7], title: row[8], airDate: (row[9] as String?).flatMap { CalendarDay(parsing: $0) },
                    airTime: (row[10] as Double?).map { Date(timeIntervalSince1970: $0) }, runtimeMinutes: row[11]
                )
                found.append(StoredEpisode(showID: id, show: show, episode: episode))
            }
            return found
        }
    }

    /// The show in columns `index` on (source id, name, network, updated); nil when unknown.
    private static func show(_ row: Row, from index: Int) -> SourceSeries? {
        guard let id = row[index] as String?, let name = row[index + 1] as String? else { return nil }
        return SourceSeries(id: id, name: name, network: row[index + 2], updated: Date(timeIntervalSince1970: row[index + 3] as Double? ?? 0))
    }
}
