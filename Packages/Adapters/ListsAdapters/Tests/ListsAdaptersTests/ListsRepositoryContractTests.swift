import Foundation
import PostgresStorage
import ListsInterface
import ListsPorts
import ListsPostgres
import ListsSQLite
import ListsTesting
import Storage
import StorageTesting
import Testing

/// Where the items under a contract test are kept: each check gets new, empty storage.
enum ListsBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    func withRepository(_ body: (any ListsRepository) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryListsRepository())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "lists-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "lists.sqlite")), migrations: SQLiteListsRepository.migrations)
            try await body(SQLiteListsRepository(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresListsRepository.migrations, maximumConnections: 2) { pool in
                try await body(PostgresListsRepository(database: pool))
            }
        }
    }
}

/// ListsTesting's contract, on each backend: what every ``ListsRepository`` must do.
@Suite(.temporaryPostgres) struct ListsRepositoryContractTests {
    @Test(arguments: ListsBackend.allCases)
    func everyCheckOfTheContractHolds(backend: ListsBackend) async throws {
        for (name, check) in ListsRepositoryContract.checks {
            try await backend.withRepository { repository in
                let problems = try await check(repository)
                #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
            }
        }
    }

    @Test func sqliteKeepsListsAcrossOpenings() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "lists-reopen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = DatabaseLocation.file(directory.appending(path: "lists.sqlite"))
        let profile = UUID()
        let repository = SQLiteListsRepository(database: DatabaseProvider(location: location, migrations: SQLiteListsRepository.migrations))
        _ = try repository.create("Kept", description: "", rules: [], for: profile)
        let godfather = ListedTitle(titleID: "tt0068646", kind: "film", title: "The Godfather", year: 1972)
        _ = try repository.add(godfather, note: "n", to: "Kept", at: nil, for: profile)
        let reopened = SQLiteListsRepository(database: DatabaseProvider(location: location, migrations: SQLiteListsRepository.migrations))
        #expect(try reopened.items(in: "kept", for: profile) == [ListItem(position: 1, godfather, note: "n")])
    }
}
