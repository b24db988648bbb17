import AuthInterface
import AuthPorts
import AuthPostgres
import AuthSQLite
import AuthTesting
import Foundation
import PostgresStorage
import Storage
import StorageTesting
import Testing

/// Where the stores under a contract test keep their rows: each test gets new, empty
/// storage. PostgreSQL's is a new database on the suite's server (`@Suite(.temporaryPostgres)`).
enum AuthStorageBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    /// Runs `body` with a profile repository and a token store on new storage.
    func withStores(_ body: (any ProfileRepository, any AccessTokenStore) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryProfileStore(), InMemoryAccessTokenStore())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "auth-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(
                location: .file(directory.appending(path: "auth.sqlite")),
                migrations: AuthSQLiteSchema.migrations
            )
            try await body(SQLiteProfileRepository(database: database), SQLiteAccessTokenStore(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresProfileRepository.migrations, maximumConnections: 8) { pool in
                try await body(PostgresProfileRepository(database: pool), PostgresAccessTokenStore(database: pool))
            }
        }
    }

    /// Runs `body` with a profile repository and a household store on new storage.
    func withHousehold(_ body: (any ProfileRepository, any HouseholdStore) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            let profiles = InMemoryProfileStore()
            try await body(profiles, InMemoryHouseholdStore(profiles: profiles))
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "auth-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "auth.sqlite")), migrations: AuthSQLiteSchema.migrations)
            try await body(SQLiteProfileRepository(database: database), SQLiteHouseholdStore(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresProfileRepository.migrations, maximumConnections: 8) { pool in
                try await body(PostgresProfileRepository(database: pool), PostgresHouseholdStore(database: pool))
            }
        }
    }

    /// Runs `body` with a profile repository and a two-factor store on new storage.
    func withTwoFactor(_ body: (any ProfileRepository, any TwoFactorStore) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryProfileStore(), InMemoryTwoFactorStore())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "auth-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "auth.sqlite")), migrations: AuthSQLiteSchema.migrations)
            try await body(SQLiteProfileRepository(database: database), SQLiteTwoFactorStore(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresProfileRepository.migrations, maximumConnections: 8) { pool in
                try await body(PostgresProfileRepository(database: pool), PostgresTwoFactorStore(database: pool))
            }
        }
    }
}
