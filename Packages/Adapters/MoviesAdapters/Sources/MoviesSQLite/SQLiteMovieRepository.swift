import Foundation
import GRDB
import MoviesInterface
import MoviesPorts
import Storage

/// ``MovieRepository`` in SQLite, through the Storage kit.
public struct SQLiteMovieRepository: MovieRepository {
    private let database: DatabaseProvider

    /// Creates a repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The schema this repository needs, for the composition root to pass to Storage.
    public static let migrations = [
        DatabaseMigration("movies.v1") { db in
            try db.create(table: StoredMovie.databaseTableName) { table in
                table.primaryKey("id", .text)
                table.column("title", .text).notNull()
                table.column("year", .integer)
                table.column("genres", .jsonText).notNull()
                table.column("runtimeMinutes", .integer)
                table.column("director", .text)
                table.column("cast", .jsonText).notNull()
                table.column("storedAt", .datetime).notNull()
            }
        },
    ]

    /// Stores `movie`. On a database that cannot be written (a read-only file), nothing is
    /// stored and nothing is thrown: the copy only serves later offline reads, so showing the
    /// movie must not fail for it. Any other failure, such as a damaged file, is thrown.
    public func save(_ movie: Movie) throws {
        do {
            try database.write { db in try StoredMovie(movie, storedAt: Date()).save(db) }
        } catch .readOnly {
            return
        }
    }

    /// Stores `movies` in one transaction, as ``save(_:)-(Movie)`` stores one; each is one
    /// `INSERT OR REPLACE` (GRDB's `save` tries an `UPDATE` first: 7% of a 7,000-film import).
    public func save(_ movies: [Movie]) throws {
        guard !movies.isEmpty else { return }
        let storedAt = Date()
        do {
            try database.write { db in
                for movie in movies { try StoredMovie(movie, storedAt: storedAt).insert(db, onConflict: .replace) }
            }
        } catch .readOnly {
            return
        }
    }

    public func movie(_ id: MovieID) throws -> Movie? {
        try database.read { db in try StoredMovie.fetchOne(db, key: id.description) }?.movie()
    }

    /// One statement for all of `ids` (bound as one JSON array), the genres split by SQLite's
    /// own JSON functions: no film's cast is read or decoded.
    public func facts(of ids: [MovieID]) throws -> [MovieID: MovieFacts] {
        guard !ids.isEmpty else { return [:] }
        let list = String(decoding: try JSONEncoder().encode(ids.map(\.description)), as: UTF8.self)
        return try database.read { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, director, (SELECT group_concat(value, char(31)) FROM json_each(movie.genres)), runtimeMinutes
                FROM movie WHERE id IN (SELECT value FROM json_each(?))
                """, arguments: [list])
            var facts: [MovieID: MovieFacts] = [:]
            while let row = try rows.next() {
                guard let id = try? MovieID(parsing: row[0] as String, defaultSource: .offline) else { continue }
                let genres: String? = row[2]
                facts[id] = MovieFacts(director: row[1], genres: genres.map { $0.split(separator: "\u{1F}").map(String.init) } ?? [], runtimeMinutes: row[3])
            }
            return facts
        }
    }

    public func allMovies() throws -> [Movie] {
        try database.read { db in try StoredMovie.order(Column("title")).fetchAll(db) }.map { try $0.movie() }
    }
}

/// A row of the `movie` table.
struct StoredMovie: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movie"

    var id: String
    var title: String
    var year: Int?
    var genres: [String]
    var runtimeMinutes: Int?
    var director: String?
    var cast: [CastMember]
    var storedAt: Date

    init(_ movie: Movie, storedAt: Date) {
        id = movie.id.description
        title = movie.title
        year = movie.year
        genres = movie.genres
        runtimeMinutes = movie.runtimeMinutes
        director = movie.director
        cast = movie.cast
        self.storedAt = storedAt
    }

    func movie() throws -> Movie {
        Movie(
            id: try MovieID(parsing: id, defaultSource: .offline),
            title: title,
            year: year,
            genres: genres,
            runtimeMinutes: runtimeMinutes,
            director: director,
            cast: cast
        )
    }
}
