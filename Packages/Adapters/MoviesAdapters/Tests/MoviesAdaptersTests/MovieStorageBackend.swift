import Foundation
import MoviesInterface
import MoviesPorts
import MoviesSQLite
import MoviesPostgres
import MoviesTesting
import PostgresStorage
import Storage
import StorageTesting
import Testing

/// Where the repository under a contract test keeps its rows: each test gets new, empty
/// storage. PostgreSQL's is a new database on the suite's server (`@Suite(.temporaryPostgres)`).
enum MovieStorageBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    /// Runs `body` with a movie repository on new storage.
    func withRepository(_ body: (any MovieRepository) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryMovieRepository())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "movies-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let location = DatabaseLocation.file(directory.appending(path: "movies.sqlite"))
            try await body(SQLiteMovieRepository(database: DatabaseProvider(location: location, migrations: SQLiteMovieRepository.migrations)))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresMovieRepository.migrations, maximumConnections: 4) { pool in
                try await body(PostgresMovieRepository(database: pool))
            }
        }
    }
}
