import Foundation
import GRDB
import MoviesInterface
import MoviesPorts

/// Writes a new catalog database (``CatalogSchema``) into a file of its own: the IMDb import
/// and the embedded catalog's build both go through it.
///
/// The file is scratch until ``create(at:builtAt:fill:)`` returns: it is written in one
/// transaction, without a journal and without waiting for the disk, because a failed build
/// is thrown away whole, never repaired.
package final class CatalogWriter {
    private let db: Database
    private let insertTitle: RowInsert
    private let insertPerson: RowInsert
    private let insertCredit: RowInsert
    private let updateRating: RowInsert
    private let insertSeries: RowInsert
    private let insertEpisode: RowInsert
    private let placeEpisodeStatement: RowInsert
    private let updateSeriesRating: RowInsert
    private let updateEpisodeRating: RowInsert

    private init(db: Database) throws {
        self.db = db
        insertTitle = RowInsert(try db.makeStatement(sql: """
            INSERT OR REPLACE INTO title (id, title, originalTitle, type, year, runtimeMinutes, genres, rating, votes, matchKey, originalMatchKey)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """))
        insertPerson = RowInsert(try db.makeStatement(sql: "INSERT OR REPLACE INTO person (id, name) VALUES (?, ?)"))
        insertCredit = RowInsert(try db.makeStatement(sql: "INSERT OR REPLACE INTO credit (titleID, role, ordering, personID, character) VALUES (?, ?, ?, ?, ?)"))
        updateRating = RowInsert(try db.makeStatement(sql: "UPDATE title SET rating = ?, votes = ? WHERE id = ?"))
        insertSeries = RowInsert(try db.makeStatement(sql: """
            INSERT OR REPLACE INTO series (id, title, originalTitle, kind, startYear, endYear, matchKey) VALUES (?, ?, ?, ?, ?, ?, ?)
            """))
        insertEpisode = RowInsert(try db.makeStatement(sql: "INSERT OR REPLACE INTO episode (id, title, year, runtimeMinutes) VALUES (?, ?, ?, ?)"))
        placeEpisodeStatement = RowInsert(try db.makeStatement(sql: "UPDATE episode SET seriesID = ?, season = ?, number = ? WHERE id = ?"))
        updateSeriesRating = RowInsert(try db.makeStatement(sql: "UPDATE series SET rating = ?, votes = ? WHERE id = ?"))
        updateEpisodeRating = RowInsert(try db.makeStatement(sql: "UPDATE episode SET rating = ?, votes = ? WHERE id = ?"))
    }

    /// Creates a catalog at `path`, which must not exist yet: `fill` adds the titles, people
    /// and credits and returns what to record in `catalog_info`; then the search index is
    /// built and the file closed. When `fill` throws, the file is left incomplete, for the
    /// caller to delete.
    package static func create(at path: String, builtAt: Date = Date(), fill: (CatalogWriter) throws -> [String: String]) throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144")
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        try queue.writeWithoutTransaction { db in
            try CatalogSchema.createTables(in: db)
            try db.execute(sql: "BEGIN")
            do {
                var info = try fill(CatalogWriter(db: db))
                try CatalogSchema.createSearchIndex(in: db)
                info["schema"] = CatalogSchema.version
                info["builtAt"] = timestamp(builtAt)
                for (key, value) in info {
                    try db.execute(sql: "INSERT OR REPLACE INTO catalog_info (key, value) VALUES (?, ?)", arguments: [key, value])
                }
                try db.execute(sql: "COMMIT")
            } catch {
                if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") }
                throw error
            }
        }
    }

    /// Adds a title; the same id again replaces it. `originalTitle` is kept only when it
    /// differs from `title`; each one's ``MovieTitle/comparisonKey(_:)`` is stored for exact
    /// lookups, the original's only when it differs.
    package func addTitle(
        id: Int64, title: String, originalTitle: String?, type: String, year: Int?, runtimeMinutes: Int?,
        genres: String, rating: Double? = nil, votes: Int64 = 0
    ) throws {
        let original = originalTitle == title ? nil : originalTitle
        let key = MovieTitle.comparisonKey(title)
        let originalKey = original.map(MovieTitle.comparisonKey)
        try insertTitle.run { values in
            values.integer(id)
            values.text(title)
            values.text(original)
            values.text(type)
            values.integer(year.map(Int64.init))
            values.integer(runtimeMinutes.map(Int64.init))
            values.text(genres)
            values.decimal(rating)
            values.integer(votes)
            values.text(key)
            values.text(originalKey == key || originalKey?.isEmpty == true ? nil : originalKey)
        }
    }

    /// What a rating is for.
    package enum Rated {
        case title, series, episode
    }

    /// Sets the rating and number of votes of the title, series or episode `id`.
    package func rate(_ rated: Rated, id: Int64, rating: Double, votes: Int64) throws {
        let statement = switch rated {
        case .title: updateRating
        case .series: updateSeriesRating
        case .episode: updateEpisodeRating
        }
        try statement.run { values in
            values.decimal(rating)
            values.integer(votes)
            values.integer(id)
        }
    }

    /// What a series is: `series` for IMDb's `tvSeries`, `miniSeries` for `tvMiniSeries`.
    package enum SeriesKind: String {
        case series, miniSeries
    }

    /// Adds a series; the same id again replaces it.
    package func addSeries(id: Int64, title: String, originalTitle: String?, kind: SeriesKind, startYear: Int?, endYear: Int?) throws {
        try insertSeries.run { values in
            values.integer(id)
            values.text(title)
            values.text(originalTitle == title ? nil : originalTitle)
            values.text(kind.rawValue)
            values.integer(startYear.map(Int64.init))
            values.integer(endYear.map(Int64.init))
            values.text(MovieTitle.comparisonKey(title))
        }
    }

    /// Adds an episode, not yet placed in a series (``placeEpisode(id:seriesID:season:number:)``).
    package func addEpisode(id: Int64, title: String, year: Int?, runtimeMinutes: Int?) throws {
        try insertEpisode.run { values in
            values.integer(id)
            values.text(title)
            values.integer(year.map(Int64.init))
            values.integer(runtimeMinutes.map(Int64.init))
        }
    }

    /// Places episode `id` in its series, with its season and number when known.
    package func placeEpisode(id: Int64, seriesID: Int64, season: Int64?, number: Int64?) throws {
        try placeEpisodeStatement.run { values in
            values.integer(seriesID)
            values.integer(season)
            values.integer(number)
            values.integer(id)
        }
    }

    /// Removes the episodes that no series took in, and returns how many.
    package func removeUnplacedEpisodes() throws -> Int {
        try db.execute(sql: "DELETE FROM episode WHERE seriesID IS NULL")
        return db.changesCount
    }

    /// Adds a person; the same id again replaces the name.
    package func addPerson(id: Int64, name: String) throws {
        try insertPerson.run { values in
            values.integer(id)
            values.text(name)
        }
    }

    /// A role in a credit: a director, or a member of the cast.
    package enum Role: String {
        case director, cast
    }

    /// Adds a credit: `personID` in `role`, `ordering`th in billing order.
    package func addCredit(titleID: Int64, role: Role, ordering: Int, personID: Int64, character: String = "") throws {
        try insertCredit.run { values in
            values.integer(titleID)
            values.text(role.rawValue)
            values.integer(Int64(ordering))
            values.integer(personID)
            values.text(character)
        }
    }

    /// Records an input file in `source_file`.
    package func addSourceFile(path: String, kind: String, modified: Date?, size: Int64, rows: Int64) throws {
        try db.execute(
            sql: "INSERT INTO source_file (path, kind, modified, size, rows) VALUES (?, ?, ?, ?, ?)",
            arguments: [path, kind, modified.map(Self.timestamp), size, rows]
        )
    }

    /// Runs `sql` in the build's transaction.
    package func execute(_ sql: String) throws {
        try db.execute(sql: sql)
    }

    /// `2026-11-22T10:00:00Z`.
    package static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
