import Foundation
import PostgresStorage
import SketchPorts
import SketchPostgres
import SketchSQLite
import SketchTesting
import Storage
import StorageTesting
import Testing

/// Where the items under a contract test are kept: each check gets new, empty storage.
enum SketchBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    func withRepository(_ body: (any SketchRepository) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemorySketchRepository())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "sketch-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "sketch.sqlite")), migrations: SQLiteSketchRepository.migrations)
            try await body(SQLiteSketchRepository(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresSketchRepository.migrations, maximumConnections: 2) { pool in
                try await body(PostgresSketchRepository(database: pool))
            }
        }
    }
}

/// SketchTesting's contract, on each backend: what every ``SketchRepository`` must do.
@Suite(.temporaryPostgres) struct SketchRepositoryContractTests {
    @Test(arguments: SketchBackend.allCases)
    func everyCheckOfTheContractHolds(backend: SketchBackend) async throws {
        for (name, check) in SketchRepositoryContract.checks {
            try await backend.withRepository { repository in
                let problems = try await check(repository)
                #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
            }
        }
    }

    @Test func sqliteKeepsItemsAcrossOpenings() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "sketch-reopen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = DatabaseLocation.file(directory.appending(path: "sketch.sqlite"))
        let profile = UUID()
        _ = try SQLiteSketchRepository(database: DatabaseProvider(location: location, migrations: SQLiteSketchRepository.migrations)).append("kept", for: profile)
        let reopened = SQLiteSketchRepository(database: DatabaseProvider(location: location, migrations: SQLiteSketchRepository.migrations))
        #expect(try reopened.items(for: profile).map(\.text) == ["kept"])
    }
}
