import Foundation
import PostgresStorage
import Storage
import StorageTesting
import Testing
import WatchlistInterface
import WatchlistPorts
import WatchlistSQLite
import WatchlistPostgres
import WatchlistTesting

/// Where the repositories under a contract test keep their rows: each test gets new, empty
/// storage. PostgreSQL's is a new database on the suite's server (`@Suite(.temporaryPostgres)`).
enum RepositoryBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    /// Runs `body` with a watchlist repository and a share repository on new storage.
    func withRepositories(_ body: (any WatchlistRepository, any ListShareRepository) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryWatchlistRepository(), InMemoryListShareRepository())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "watchlist-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "w.sqlite")), migrations: SQLiteWatchlistRepository.migrations)
            try await body(SQLiteWatchlistRepository(database: database), SQLiteListShareRepository(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresWatchlistRepository.migrations, maximumConnections: 4) { pool in
                try await body(PostgresWatchlistRepository(database: pool), PostgresListShareRepository(database: pool))
            }
        }
    }
}
