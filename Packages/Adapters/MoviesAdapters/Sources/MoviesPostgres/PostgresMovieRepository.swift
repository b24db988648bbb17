import Foundation
import MoviesInterface
import MoviesPorts
import PostgresNIO
import PostgresStorage

/// ``MovieRepository`` in PostgreSQL: the `movie` table, the stored copies of the movies that
/// the server's profiles have touched, shared by all of them as the catalog is.
public struct PostgresMovieRepository: MovieRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The Movies feature's schema. Genres and cast are `jsonb`, as SQLite keeps them as JSON.
    public static let migrations = [
        PostgresMigration("movies.v1", [
            """
            CREATE TABLE movie (
                id text PRIMARY KEY, title text NOT NULL, year integer, genres jsonb NOT NULL,
                runtime_minutes integer, director text, "cast" jsonb NOT NULL, stored_at timestamptz NOT NULL)
            """,
        ]),
    ]

    public func save(_ movie: Movie) async throws {
        try await database.client.withConnection { connection in try await Self.upsert(movie, on: connection, logger: database.logger) }
    }

    /// Stores `movies` in one transaction: all or none.
    public func save(_ movies: [Movie]) async throws {
        guard !movies.isEmpty else { return }
        try await database.client.withTransaction(logger: database.logger) { connection in
            for movie in movies { try await Self.upsert(movie, on: connection, logger: database.logger) }
        }
    }

    public func movie(_ id: MovieID) async throws -> Movie? {
        let rows = try await database.client.query(
            "\(unescaped: Self.selectColumns) WHERE id = \(id.description)", logger: database.logger
        )
        for try await row in rows.decode(Row.self) { return try Self.movie(row) }
        return nil
    }

    /// One statement for all of `ids`, the genres as PostgreSQL's own array of their texts: no
    /// film's cast is read or decoded.
    public func facts(of ids: [MovieID]) async throws -> [MovieID: MovieFacts] {
        guard !ids.isEmpty else { return [:] }
        // A row's id is matched to the id asked for by its text, not parsed again.
        let asked = Dictionary(ids.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
        let rows = try await database.client.query("""
            SELECT id, director, ARRAY(SELECT jsonb_array_elements_text(genres)), runtime_minutes
            FROM movie WHERE id = ANY(\(Array(asked.keys)))
            """, logger: database.logger)
        var facts: [MovieID: MovieFacts] = [:]
        for try await (text, director, genres, runtime) in rows.decode((String, String?, [String], Int?).self) {
            guard let id = asked[text] else { continue }
            facts[id] = MovieFacts(director: director, genres: genres, runtimeMinutes: runtime)
        }
        return facts
    }

    /// Every stored movie, by title in code-point order, the order SQLite's and Swift's
    /// comparisons give, whatever the database's collation.
    public func allMovies() async throws -> [Movie] {
        let rows = try await database.client.query(
            "\(unescaped: Self.selectColumns) ORDER BY title COLLATE \"C\", id", logger: database.logger
        )
        var movies: [Movie] = []
        for try await row in rows.decode(Row.self) { movies.append(try Self.movie(row)) }
        return movies
    }

    private typealias Row = (String, String, Int?, String, Int?, String?, String)

    private static let selectColumns = #"SELECT id, title, year, genres::text, runtime_minutes, director, "cast"::text FROM movie"#

    private static func upsert(_ movie: Movie, on connection: PostgresConnection, logger: Logger) async throws {
        let genres = try String(decoding: JSONEncoder().encode(movie.genres), as: UTF8.self)
        let cast = try String(decoding: JSONEncoder().encode(movie.cast), as: UTF8.self)
        try await connection.query("""
            INSERT INTO movie (id, title, year, genres, runtime_minutes, director, "cast", stored_at)
            VALUES (\(movie.id.description), \(movie.title), \(movie.year), \(genres)::jsonb, \(movie.runtimeMinutes),
                    \(movie.director), \(cast)::jsonb, now())
            ON CONFLICT (id) DO UPDATE SET title = excluded.title, year = excluded.year, genres = excluded.genres,
                runtime_minutes = excluded.runtime_minutes, director = excluded.director, "cast" = excluded."cast",
                stored_at = excluded.stored_at
            """, logger: logger)
    }

    private static func movie(_ row: Row) throws -> Movie {
        let (id, title, year, genres, runtime, director, cast) = row
        return Movie(
            id: try MovieID(parsing: id, defaultSource: .offline),
            title: title,
            year: year,
            genres: try JSONDecoder().decode([String].self, from: Data(genres.utf8)),
            runtimeMinutes: runtime,
            director: director,
            cast: try JSONDecoder().decode([CastMember].self, from: Data(cast.utf8))
        )
    }
}
