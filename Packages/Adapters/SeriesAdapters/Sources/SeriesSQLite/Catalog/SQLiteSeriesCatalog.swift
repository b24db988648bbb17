import Foundation
import GRDB
import SeriesInterface

/// The series and episodes of a catalog built from IMDb's datasets with `title.episode`
/// (`watchlist catalog build`), read only: the tables this feature's part of the build writes
/// (``SeriesCatalogTables``): `series`, `episode`, and the search index `series_search`,
/// whose rowids number the series by votes (`series_popularity`).
public struct SQLiteSeriesCatalog: SeriesCatalog {
    private let database: DatabaseQueue
    private let path: String

    /// How many of the most popular matches a search ranks: FTS5 yields matches by
    /// popularity, so a search for `the` reads these and stops.
    static let candidateCount = 200

    private init(database: DatabaseQueue, path: String) {
        self.database = database
        self.path = path
    }

    /// The series of the catalog at `path`; nil when there is no file, or when it holds no
    /// series (built without `title.episode`, or before catalogs held series).
    /// `memoryMapped` is for a process that reads many times, such as a server, as
    /// `SQLiteMovieCatalog.open(builtAt:memoryMapped:orThrow:)` explains: a command that reads
    /// once is faster unmapped (`show` of a 10,000-episode series by 2 ms). The file is never
    /// changed in place (a build renames a new one over it), so a map stays valid.
    /// - Throws: ``SeriesError/catalogUnreadable(path:reason:)`` when the file is not a catalog.
    public static func open(path: String, memoryMapped: Bool = false) throws(SeriesError) -> SQLiteSeriesCatalog? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.prepareDatabase { db in
            // The shared lock is taken once and kept, not taken and released around every
            // statement: the file is never changed in place, so holding it keeps no writer
            // out, and an import that asks for each of 200,000 episodes spent a tenth of its
            // time locking, unlocking and checking the file between them (perf).
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
            if memoryMapped { try db.execute(sql: "PRAGMA mmap_size = 1073741824") }
        }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            // One query on sqlite_master rather than `db.tableExists`, which loads the whole
            // schema: 2% of a search (perf).
            let holdsSeries = try queue.read { db in
                try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'series_search')") == true
                    && (try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM series)") ?? false)
            }
            return holdsSeries ? SQLiteSeriesCatalog(database: queue, path: path) : nil
        } catch {
            throw .catalogUnreadable(path: path, reason: "\(error)")
        }
    }

    public func search(_ text: String, limit: Int) async throws -> [Series] {
        let words = Self.words(text)
        guard !words.isEmpty, limit > 0 else { return [] }
        let match = words.map { "\"\($0)\"*" }.joined(separator: " ")
        let phrase = words.joined(separator: " ")
        return try read { db in
            try Row.fetchAll(db, sql: """
                SELECT series.id, series.title, series.startYear, series.endYear, series.kind
                FROM (SELECT rowid AS position FROM series_search WHERE series_search MATCH ? ORDER BY rowid LIMIT ?) AS matches
                JOIN series_popularity ON series_popularity.position = matches.position
                JOIN series ON series.id = series_popularity.seriesID
                ORDER BY lower(series.title) = ?3 DESC, lower(series.title) LIKE ?3 || '%' DESC, matches.position
                LIMIT ?
                """, arguments: [match, Self.candidateCount, phrase, limit]).map(Self.series)
        }
    }

    /// Every match of the whole words in the search index, not only the most popular.
    public func series(withWordsOf title: String) async throws -> [Series] {
        let words = Self.words(title)
        guard !words.isEmpty else { return [] }
        let match = words.map { "\"\($0)\"" }.joined(separator: " ")
        return try read { db in
            try Row.fetchAll(db.cachedStatement(sql: """
                SELECT series.id, series.title, series.startYear, series.endYear, series.kind
                FROM (SELECT rowid AS position FROM series_search WHERE series_search MATCH ? LIMIT 1000) AS matches
                JOIN series_popularity ON series_popularity.position = matches.position
                JOIN series ON series.id = series_popularity.seriesID
                """), arguments: [match]).map(Self.series)
        }
    }

    public func details(of id: TitleID) async throws -> SeriesDetails? {
        guard let number = Self.number(id) else { return nil }
        return try read { db in
            guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT id, title, startYear, endYear, kind FROM series WHERE id = ?"), arguments: [number]) else {
                return nil
            }
            // A cursor decodes each row where SQLite left it; fetching rows first copied every
            // one of a 10,000-episode series (measured with perf).
            let rows = try Row.fetchCursor(db.cachedStatement(sql: """
                SELECT id, seriesID, season, number, title, year, runtimeMinutes FROM episode
                WHERE seriesID = ? ORDER BY season IS NULL, season, number IS NULL, number
                """), arguments: [number])
            let series = Self.series(row)
            var episodes: [Episode] = []
            while let row = try rows.next() { episodes.append(Self.episode(row, of: series.id)) }
            return SeriesDetails(series: series, episodes: episodes)
        }
    }

    public func episode(_ id: TitleID) async throws -> Episode? {
        guard let number = Self.number(id) else { return nil }
        return try read { db in
            // Prepared once: an import asks for each of its episodes by id.
            try Row.fetchOne(db.cachedStatement(sql: """
                SELECT id, seriesID, season, number, title, year, runtimeMinutes FROM episode WHERE id = ?
                """), arguments: [number]).map { row in Self.episode(row, of: TitleID(imdbNumber: Int(row[1] as Int64))) }
        }
    }

    /// The places of the series' regular episodes, read from `episode_by_series` alone, with
    /// statements prepared once for all the series that `next` asks about.
    public func series(_ id: TitleID) async throws -> Series? {
        guard let number = Self.number(id) else { return nil }
        return try read { db in
            try Row.fetchOne(db.cachedStatement(sql: "SELECT id, title, startYear, endYear, kind FROM series WHERE id = ?"), arguments: [number]).map(Self.series)
        }
    }

    public func outline(of id: TitleID) async throws -> SeriesOutline? {
        guard let number = Self.number(id) else { return nil }
        return try read { db in
            guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT id, title, startYear, endYear, kind FROM series WHERE id = ?"), arguments: [number]) else {
                return nil
            }
            let places = try Row.fetchCursor(db.cachedStatement(sql: """
                SELECT season, number FROM episode WHERE seriesID = ? AND season >= 1 AND number IS NOT NULL ORDER BY season, number
                """), arguments: [number])
            var regular: [EpisodeNumber] = []
            while let place = try places.next() { regular.append(EpisodeNumber(season: place[0], number: place[1])) }
            return SeriesOutline(series: Self.series(row), regular: regular)
        }
    }

    public func episode(of id: TitleID, at place: EpisodeNumber) async throws -> Episode? {
        guard let number = Self.number(id) else { return nil }
        return try read { db in
            try Row.fetchOne(db.cachedStatement(sql: """
                SELECT id, seriesID, season, number, title, year, runtimeMinutes FROM episode
                WHERE seriesID = ? AND season = ? AND number = ? ORDER BY id LIMIT 1
                """), arguments: [number, place.season, place.number]).map { Self.episode($0, of: id) }
        }
    }

    /// Runs `operation` on the catalog without a transaction of its own: the file is never
    /// changed in place (a build renames a new one over it), so there is nothing to isolate
    /// from, and an import that asks for each of 200,000 episodes spent 15% of its time opening
    /// and closing one (perf, `scripts/library-benchmark`).
    private func read<T>(_ operation: (Database) throws -> T) throws(SeriesError) -> T {
        do {
            return try database.unsafeRead(operation)
        } catch {
            throw .catalogUnreadable(path: path, reason: "\(error)")
        }
    }

    /// The words of `text` as the index holds them: lower case, apostrophes dropped (the
    /// index drops them too, so `greys` finds Grey's Anatomy), split at anything else that
    /// is not a letter or a digit.
    static func words(_ text: String) -> [String] {
        text.lowercased().filter { $0 != "'" && $0 != "’" }
            .split { !$0.isLetter && !$0.isNumber }
            .map(String.init)
    }

    /// IMDb's number of `id` (`tt0903747` is 903747).
    private static func number(_ id: TitleID) -> Int64? {
        Int64(id.imdb.dropFirst(2))
    }

    private static func series(_ row: Row) -> Series {
        let id: Int64 = row[0]
        let kind: String = row[4]
        return Series(id: TitleID(imdbNumber: Int(id)), title: row[1], startYear: row[2], endYear: row[3], kind: SeriesKind(rawValue: kind) ?? .series)
    }

    /// The episode in `row`, of the series `seriesID` (made once for all of a series' episodes).
    private static func episode(_ row: Row, of seriesID: TitleID) -> Episode {
        let id: Int64 = row[0]
        return Episode(
            seriesID: seriesID, id: TitleID(imdbNumber: Int(id)),
            season: row[2], number: row[3], title: row[4], year: row[5], runtimeMinutes: row[6]
        )
    }
}
