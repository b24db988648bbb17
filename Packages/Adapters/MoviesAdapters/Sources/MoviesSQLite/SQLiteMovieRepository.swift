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

    /// One statement for all of `ids` (bound as one JSON array): no film's cast is read or
    /// decoded. A row's id is matched to the id asked for by its text, not parsed again, and
    /// its genres are read from their JSON text here (``genres(_:)``): a rule-based list over a
    /// library of 10,000 films spent a tenth of its time parsing ids, a twentieth encoding them
    /// with `JSONEncoder`, and the most of the rest in SQLite's `json_each` of each film's
    /// genres.
    public func facts(of ids: [MovieID]) throws -> [MovieID: MovieFacts] {
        guard !ids.isEmpty else { return [:] }
        let asked = Dictionary(ids.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
        return try database.read { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, director, genres, runtimeMinutes FROM movie WHERE id IN (SELECT value FROM json_each(?))
                """, arguments: [Self.jsonArray(asked.keys)])
            var facts: [MovieID: MovieFacts] = [:]
            facts.reserveCapacity(asked.count)
            while let row = try rows.next() {
                guard let id = asked[row[0] as String] else { continue }
                facts[id] = MovieFacts(director: row[1], genres: try Self.genres(row[2]), runtimeMinutes: row[3])
            }
            return facts
        }
    }

    /// The genres kept as `json`, a JSON array of strings: split at its quotes when no string
    /// in it has an escape (so every quote delimits a string), else decoded.
    static func genres(_ json: String) throws -> [String] {
        let utf8 = json.utf8
        if !utf8.contains(UInt8(ascii: "\\")) {
            let parts = utf8.split(separator: UInt8(ascii: "\""), omittingEmptySubsequences: false)
            // `["A","B"]` splits into `[`, `A`, `,`, `B`, `]`: strings between punctuation.
            let last = parts.count - 1
            let punctuated = parts.count == 1 ? parts[0].elementsEqual("[]".utf8) : parts.count % 2 == 1 && stride(from: 0, through: last, by: 2).allSatisfy { index in
                parts[index].count == 1 && parts[index].first == UInt8(ascii: index == 0 ? "[" : index == last ? "]" : ",")
            }
            if punctuated {
                return stride(from: 1, to: last, by: 2).map { String(decoding: parts[$0], as: UTF8.self) }
            }
        }
        return try JSONDecoder().decode([String].self, from: Data(utf8))
    }

    /// `texts` as a JSON array of strings, each escaped as JSON requires.
    static func jsonArray(_ texts: some Sequence<String>) -> String {
        var json = "["
        for (index, text) in texts.enumerated() {
            if index > 0 { json += "," }
            json += "\""
            // An id is letters, digits and `:` in practice: those go in as they are.
            guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                json += text + "\""
                continue
            }
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": json += "\\\""
                case "\\": json += "\\\\"
                case let control where control.value < 0x20: json += String(format: "\\u%04x", control.value)
                default: json.unicodeScalars.append(scalar)
                }
            }
            json += "\""
        }
        return json + "]"
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
