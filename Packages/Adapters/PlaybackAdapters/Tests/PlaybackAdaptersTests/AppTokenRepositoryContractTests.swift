import Foundation
import PostgresStorage
import PlaybackPorts
import PlaybackPostgres
import PlaybackSQLite
import PlaybackTesting
import Storage
import StorageTesting
import Testing

/// Where the items under a contract test are kept: each check gets new, empty storage.
enum PlaybackBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    func withRepository(_ body: (any PlaybackRepository) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryPlaybackRepository())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "playback-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "playback.sqlite")), migrations: SQLitePlaybackRepository.migrations)
            try await body(SQLitePlaybackRepository(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresPlaybackRepository.migrations, maximumConnections: 2) { pool in
                try await body(PostgresPlaybackRepository(database: pool))
            }
        }
    }
}

/// PlaybackTesting's contract, on each backend: what every ``PlaybackRepository`` must do.
@Suite(.temporaryPostgres) struct PlaybackRepositoryContractTests {
    @Test(arguments: PlaybackBackend.allCases)
    func everyCheckOfTheContractHolds(backend: PlaybackBackend) async throws {
        for (name, check) in PlaybackRepositoryContract.checks {
            try await backend.withRepository { repository in
                let problems = try await check(repository)
                #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
            }
        }
    }

    @Test func sqliteKeepsItemsAcrossOpenings() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "playback-reopen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = DatabaseLocation.file(directory.appending(path: "playback.sqlite"))
        let profile = UUID()
        _ = try SQLitePlaybackRepository(database: DatabaseProvider(location: location, migrations: SQLitePlaybackRepository.migrations)).append("kept", for: profile)
        let reopened = SQLitePlaybackRepository(database: DatabaseProvider(location: location, migrations: SQLitePlaybackRepository.migrations))
        #expect(try reopened.items(for: profile).map(\.text) == ["kept"])
    }
}
