import Foundation
import PostgresStorage
import PlaybackInterface
import PlaybackPorts
import PlaybackPostgres
import PlaybackSQLite
import PlaybackTesting
import Storage
import StorageTesting
import Testing

/// Where the apps and playbacks under a contract test are kept: each check gets new, empty storage.
enum PlaybackBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    /// New, empty storage with both repositories on it.
    func withRepositories(_ body: (any AppTokenRepository, any PlaybackProgressRepository) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryAppTokenRepository(), InMemoryPlaybackProgressRepository())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "playback-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "playback.sqlite")), migrations: SQLiteAppTokenRepository.migrations)
            try await body(SQLiteAppTokenRepository(database: database), SQLitePlaybackProgressRepository(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresAppTokenRepository.migrations, maximumConnections: 2) { pool in
                try await body(PostgresAppTokenRepository(database: pool), PostgresPlaybackProgressRepository(database: pool))
            }
        }
    }
}

/// PlaybackTesting's contracts, on each backend: what every ``AppTokenRepository`` and
/// ``PlaybackProgressRepository`` must do.
@Suite(.temporaryPostgres) struct AppTokenRepositoryContractTests {
    @Test(arguments: PlaybackBackend.allCases)
    func everyCheckOfTheContractHolds(backend: PlaybackBackend) async throws {
        for (name, check) in AppTokenRepositoryContract.checks {
            try await backend.withRepositories { repository, _ in
                let problems = try await check(repository)
                #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
            }
        }
        for (name, check) in PlaybackProgressRepositoryContract.checks {
            try await backend.withRepositories { _, repository in
                let problems = try await check(repository)
                #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
            }
        }
    }

    @Test func sqliteKeepsAppsAcrossOpenings() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "playback-reopen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = DatabaseLocation.file(directory.appending(path: "playback.sqlite"))
        let app = StoredAppToken(app: AppToken(name: "Kodi", scopes: [.scrobble], createdAt: Date(timeIntervalSince1970: 1_790_000_000)), profile: UUID(), hash: Data([1, 2, 3]))
        try SQLiteAppTokenRepository(database: DatabaseProvider(location: location, migrations: SQLiteAppTokenRepository.migrations)).insert(app)
        let reopened = SQLiteAppTokenRepository(database: DatabaseProvider(location: location, migrations: SQLiteAppTokenRepository.migrations))
        #expect(try reopened.token(hashed: app.hash) == app)
    }
}
