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

    private init(db: Database) throws {
        self.db = db
        insertTitle = RowInsert(try db.makeStatement(sql: """
            INSERT OR REPLACE INTO title (id, title, originalTitle, type, year, runtimeMinutes, genres, rating, votes, matchKey, originalMatchKey)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """))
        insertPerson = RowInsert(try db.makeStatement(sql: "INSERT OR REPLACE INTO person (id, name) VALUES (?, ?)"))
        insertCredit = RowInsert(try db.makeStatement(sql: "INSERT OR REPLACE INTO credit (titleID, role, ordering, personID, character) VALUES (?, ?, ?, ?, ?)"))
        updateRating = RowInsert(try db.makeStatement(sql: "UPDATE title SET rating = ?, votes = ? WHERE id = ?"))
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

    /// Sets a title's rating and number of votes.
    package func rateTitle(id: Int64, rating: Double, votes: Int64) throws {
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
