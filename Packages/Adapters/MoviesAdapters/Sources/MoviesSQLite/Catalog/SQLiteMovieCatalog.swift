import Foundation
import GRDB
import IMDbCatalogBuild
import MoviesInterface
import MoviesPorts

/// A ``MovieCatalog`` in an SQLite catalog database (``CatalogSchema``): the embedded one and
/// one imported from IMDb's datasets alike. Search is SQLite's FTS5 with prefix matching,
/// ranked by ``TitleRanking``; suggestions come from ``TypoCorrection``.
public struct SQLiteMovieCatalog: MovieCatalog {
    public let source: CatalogSource
    private let database: any DatabaseReader
    private let key: CatalogKey
    private let name: String

    /// How many of the most popular matches a search ranks. FTS5 yields matches by
    /// popularity, so a search for `the` reads these and stops.
    static let candidateCount = 200

    /// Opens a catalog on `database`, whose ids belong to `source`; `name` names it in
    /// messages ("the IMDb catalog at …").
    init(source: CatalogSource, database: any DatabaseReader, name: String) {
        self.source = source
        self.database = database
        key = CatalogKey(source: source)
        self.name = name
    }

    public func search(_ query: String, year: Int?, limit: Int) async throws(MovieCatalogError) -> [MovieSummary] {
        let words = TitleQuery(query)
        guard !words.words.isEmpty, limit > 0 else { return [] }
        return try read { db in try ranked(words, year: year, limit: limit, in: db) }
    }

    public func suggestions(_ query: String, year: Int?, limit: Int) async throws(MovieCatalogError) -> [MovieSummary] {
        let words = TitleQuery(query)
        guard !words.words.isEmpty, limit > 0 else { return [] }
        return try read { db in
            guard let corrected = try TypoCorrection.corrected(words.words, in: db) else { return [] }
            return try ranked(TitleQuery(words: corrected), year: year, limit: limit, in: db)
        }
    }

    public func movie(_ id: MovieID) async throws(MovieCatalogError) -> Movie {
        guard let number = key.number(of: id) else { throw .notFound(id) }
        let movie = try read { db -> Movie? in
            // Prepared once: an import asks for each of its films.
            guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT title, year, runtimeMinutes, genres FROM title WHERE id = ?"), arguments: [number]) else {
                return nil
            }
            let credits = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT credit.role, person.name, credit.character FROM credit JOIN person ON person.id = credit.personID
                WHERE credit.titleID = ? ORDER BY credit.role, credit.ordering
                """), arguments: [number])
            let directors = credits.filter { $0[0] == "director" }.map { $0[1] as String }
            let genres: String = row[3]
            return Movie(
                id: id,
                title: row[0],
                year: row[1],
                genres: genres.split(separator: ",").map(String.init),
                runtimeMinutes: row[2],
                director: directors.isEmpty ? nil : directors.joined(separator: " & "),
                cast: credits.filter { $0[0] == "cast" }.map { CastMember(name: $0[1], character: $0[2]) }
            )
        }
        guard let movie else { throw .notFound(id) }
        return movie
    }

    /// The titles whose key (``MovieTitle/comparisonKey(_:)``), or whose original title's key,
    /// is `title`'s: index seeks on `title.matchKey` and `originalMatchKey`, however common the
    /// words.
    public func movies(titled title: String, year: Int?) async throws(MovieCatalogError) -> [MovieSummary] {
        let key = MovieTitle.comparisonKey(title)
        guard !key.isEmpty else { return [] }
        return try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT id, title, year, runtimeMinutes, votes FROM title WHERE matchKey = ?1 AND (?2 IS NULL OR year = ?2)
                UNION ALL
                SELECT id, title, year, runtimeMinutes, votes FROM title WHERE originalMatchKey = ?1 AND (?2 IS NULL OR year = ?2)
                ORDER BY votes DESC, id
                """, arguments: [key, year])
            var seen: Set<Int64> = []
            return rows.compactMap { row in
                let id: Int64 = row[0]
                guard seen.insert(id).inserted else { return nil }
                return MovieSummary(id: self.key.movieID(id), title: row[1], year: row[2], runtimeMinutes: row[3])
            }
        }
    }

    /// IMDb's own id, when this is a catalog built from IMDb's datasets that holds it.
    public func movieID(imdbID: String) async throws(MovieCatalogError) -> MovieID? {
        guard source == .imdb, let number = IMDbID.number(imdbID.utf8, prefix: "tt") else { return nil }
        let known = try read { db in try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM title WHERE id = ?"), arguments: [number]) ?? false }
        return known ? key.movieID(number) : nil
    }

    /// The cast of movie `key` (its catalog's own id: `tt0068646`, `12`), in billing order.
    /// Its shape lets an app adopt it as a names fetcher by retroactive conformance.
    public func fetchNames(for key: String) async throws -> [(name: String, role: String)] {
        try await movie(MovieID(source: source, value: key)).cast.map { ($0.name, $0.character) }
    }

    private func ranked(_ words: TitleQuery, year: Int?, limit: Int, in db: Database) throws -> [MovieSummary] {
        let candidates: [Row]
        if let year {
            candidates = try Row.fetchAll(db, sql: """
                SELECT title.id, title.title, title.year, title.runtimeMinutes, title.votes
                FROM title_search
                JOIN title_popularity ON title_popularity.position = title_search.rowid
                JOIN title ON title.id = title_popularity.titleID
                WHERE title_search MATCH ? AND title.year = ?
                ORDER BY title_search.rowid LIMIT ?
                """, arguments: [words.match, year, Self.candidateCount])
        } else {
            candidates = try Row.fetchAll(db, sql: """
                SELECT title.id, title.title, title.year, title.runtimeMinutes, title.votes
                FROM (SELECT rowid AS position FROM title_search WHERE title_search MATCH ? ORDER BY rowid LIMIT ?) AS matches
                JOIN title_popularity ON title_popularity.position = matches.position
                JOIN title ON title.id = title_popularity.titleID
                """, arguments: [words.match, Self.candidateCount])
        }
        let query = words.normalized
        let best = candidates
            .map { row -> (row: Row, score: Double) in
                let title: String = row[1]
                return (row, TitleRanking.score(votes: row[4], match: SearchableTitle(title).match(query)))
            }
            .sorted { $0.score > $1.score }
            .prefix(limit)
        let directors = try db.makeStatement(sql: """
            SELECT group_concat(name, ' & ') FROM (
                SELECT person.name FROM credit JOIN person ON person.id = credit.personID
                WHERE credit.titleID = ? AND credit.role = 'director' ORDER BY credit.ordering)
            """)
        return try best.map { candidate in
            let number: Int64 = candidate.row[0]
            return MovieSummary(
                id: key.movieID(number),
                title: candidate.row[1],
                year: candidate.row[2],
                director: try String.fetchOne(directors, arguments: [number]),
                runtimeMinutes: candidate.row[3]
            )
        }
    }

    /// Runs `operation` on the catalog without a transaction of its own: the file is never
    /// changed in place (a build renames a new one over it), so there is nothing to isolate
    /// from, and an import that asks for each of 200,000 episodes spent 15% of its time opening
    /// and closing one (perf, `scripts/library-benchmark`).
    private func read<T>(_ operation: (Database) throws -> T) throws(MovieCatalogError) -> T {
        do {
            return try database.unsafeRead(operation)
        } catch {
            throw .unavailable(reason: "\(name) cannot be read (\(error))", remedy: .rebuildCatalog)
        }
    }
}

extension SQLiteMovieCatalog {
    /// Opens the catalog built from IMDb's datasets at `catalogPath` for searching, read only; throws
    /// `missing` when there is none, so that each app can say how to build one with its own
    /// command.
    ///
    /// `memoryMapped` is for a process that searches many times, such as a server: pages are
    /// then read from a memory map rather than copied by `pread`, the copies costing a search
    /// a tenth of its time. A process that searches once (a command) should not map: each page
    /// it touches costs a page fault, and a search of 12,000,000 titles took 3 ms longer mapped
    /// (sqlite3 and `watchlist search`, measured with hyperfine). The file is never changed in
    /// place (an import renames a new one over it), so a map stays valid.
    /// - Throws: `missing`, or ``MovieCatalogError/unavailable(reason:remedy:)`` when the file
    ///   is not a catalog.
    public static func open(builtAt catalogPath: String, memoryMapped: Bool = false, orThrow missing: @autoclosure () -> some Error) throws -> SQLiteMovieCatalog {
        guard FileManager.default.fileExists(atPath: catalogPath) else { throw missing() }
        var configuration = Configuration()
        configuration.readonly = true
        if memoryMapped {
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 1073741824") }
        }
        do {
            let queue = try DatabaseQueue(path: catalogPath, configuration: configuration)
            return SQLiteMovieCatalog(source: .imdb, database: queue, name: "the IMDb catalog at \(catalogPath)")
        } catch {
            throw MovieCatalogError.unavailable(reason: "the IMDb catalog at \(catalogPath) cannot be opened (\(error))", remedy: .rebuildCatalog)
        }
    }
}
