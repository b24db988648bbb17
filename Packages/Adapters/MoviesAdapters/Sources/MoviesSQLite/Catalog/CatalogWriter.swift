import Foundation
import GRDB
import IMDbCatalogBuild
import MoviesInterface
import MoviesPorts

/// Writes the Movies feature's tables of a new catalog database (``CatalogSchema``): the IMDb
/// import and the embedded catalog's build both go through it, in a file that
/// ``CatalogDatabase`` (the IMDb kit) writes in one transaction.
package final class CatalogWriter {
    private let db: Database
    private let insertTitle: RowInsert
    private let insertPerson: RowInsert
    private let insertCredit: RowInsert
    private let updateRating: RowInsert

    /// Prepares the statements on `db`, whose tables ``create(in:)`` made.
    package init(db: Database) throws {
        self.db = db
        insertTitle = RowInsert(try db.makeStatement(sql: """
            INSERT OR REPLACE INTO title (id, title, originalTitle, type, year, runtimeMinutes, genres, rating, votes, matchKey, originalMatchKey)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """))
        insertPerson = RowInsert(try db.makeStatement(sql: "INSERT OR REPLACE INTO person (id, name) VALUES (?, ?)"))
        insertCredit = RowInsert(try db.makeStatement(sql: "INSERT OR REPLACE INTO credit (titleID, role, ordering, personID, character) VALUES (?, ?, ?, ?, ?)"))
        updateRating = RowInsert(try db.makeStatement(sql: "UPDATE title SET rating = ?, votes = ? WHERE id = ?"))
    }

    /// Creates the Movies feature's tables in `db`.
    package static func create(in db: Database) throws {
        try CatalogSchema.createTables(in: db)
    }

    /// Builds the search index once every title is in, and returns what to record in
    /// `catalog_info` of the Movies feature's tables: their schema's version.
    package func finish() throws -> [String: String] {
        try CatalogSchema.createSearchIndex(in: db)
        return ["schema": CatalogSchema.version]
    }

    /// Creates a catalog of films alone at `path`, which must not exist yet: `fill` adds the
    /// titles, people and credits and returns what to record in `catalog_info`; then the search
    /// index is built and the file closed. When `fill` throws, the file is left incomplete,
    /// for the caller to delete.
    package static func create(at path: String, builtAt: Date = Date(), fill: (CatalogWriter) throws -> [String: String]) throws {
        try CatalogDatabase.create(at: path, builtAt: builtAt) { db in
            try create(in: db)
            let writer = try CatalogWriter(db: db)
            return try fill(writer).merging(try writer.finish()) { _, own in own }
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

    /// Sets the rating and number of votes of title `id`.
    package func rate(id: Int64, rating: Double, votes: Int64) throws {
        try updateRating.run { values in
            values.decimal(rating)
            values.integer(votes)
            values.integer(id)
        }
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
}
