import Foundation
import PostgresStorage
import Storage
import StorageTesting
import Testing
import WatchlistInterface
import WatchlistPorts
import WatchlistSQLite
import WatchlistPostgres
import WatchlistTestSupport
import WatchlistTesting

/// Where the repositories under a contract test keep their rows: each test gets new storage,
/// with no row of its profiles. PostgreSQL's is a new database on the suite's server
/// (`@Suite(.temporaryPostgres)`). The restored ones are a store that `backup` and `restore`
/// made from another holding a third profile's film: a restored store must keep every rule.
enum RepositoryBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"
    case restoredSQLite = "SQLite, restored from a backup", restoredPostgres = "PostgreSQL, restored from a backup"

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
        case .restoredSQLite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "watchlist-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let source = DatabaseProvider(location: .file(directory.appending(path: "source.sqlite")), migrations: SQLiteWatchlistRepository.migrations)
            #expect(try await SQLiteWatchlistRepository(database: source).add(Self.anotherProfilesFilm, for: UUID()))
            try source.backup(to: directory.appending(path: "backup.sqlite"))
            let database = DatabaseProvider(location: .file(directory.appending(path: "w.sqlite")), migrations: SQLiteWatchlistRepository.migrations)
            try database.restore(from: directory.appending(path: "backup.sqlite"), force: false)
            try await body(SQLiteWatchlistRepository(database: database), SQLiteListShareRepository(database: database))
        case .restoredPostgres:
            let server = try TemporaryPostgres.forThisTest()
            let source = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(source, migrations: PostgresWatchlistRepository.migrations, maximumConnections: 1) { pool in
                let added = try await PostgresWatchlistRepository(database: pool).add(Self.anotherProfilesFilm, for: UUID())
                #expect(added)
            }
            let archive = FileManager.default.temporaryDirectory.appending(path: "watchlist-contract-\(UUID().uuidString).pgdump")
            defer { try? FileManager.default.removeItem(at: archive) }
            try await PostgresBackup(location: source).dump(to: archive)
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresBackup(location: location).restore(from: archive, force: false)
            try await PostgresPool.withOpen(location, migrations: PostgresWatchlistRepository.migrations, maximumConnections: 4) { pool in
                try await body(PostgresWatchlistRepository(database: pool), PostgresListShareRepository(database: pool))
            }
        }
    }

    /// The film a third profile keeps in the store a restored one is made from.
    private static let anotherProfilesFilm = WatchlistEntry(movieID: aliens, title: "Aliens", year: 1986, note: nil, addedAt: Date(timeIntervalSince1970: 1_600_000_000))
}
