import Foundation
import PostgresStorage
import CalendarPorts
import CalendarPostgres
import CalendarSQLite
import CalendarTesting
import Storage
import StorageTesting
import Testing

/// Where the items under a contract test are kept: each check gets new, empty storage.
enum CalendarBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    func withRepository(_ body: (any CalendarRepository) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryCalendarRepository())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "calendar.sqlite")), migrations: SQLiteCalendarRepository.migrations)
            try await body(SQLiteCalendarRepository(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresCalendarRepository.migrations, maximumConnections: 2) { pool in
                try await body(PostgresCalendarRepository(database: pool))
            }
        }
    }
}

/// CalendarTesting's contract, on each backend: what every ``CalendarRepository`` must do.
@Suite(.temporaryPostgres) struct CalendarRepositoryContractTests {
    @Test(arguments: CalendarBackend.allCases)
    func everyCheckOfTheContractHolds(backend: CalendarBackend) async throws {
        for (name, check) in CalendarRepositoryContract.checks {
            try await backend.withRepository { repository in
                let problems = try await check(repository)
                #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
            }
        }
    }

    @Test func sqliteKeepsItemsAcrossOpenings() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-reopen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = DatabaseLocation.file(directory.appending(path: "calendar.sqlite"))
        let profile = UUID()
        _ = try SQLiteCalendarRepository(database: DatabaseProvider(location: location, migrations: SQLiteCalendarRepository.migrations)).append("kept", for: profile)
        let reopened = SQLiteCalendarRepository(database: DatabaseProvider(location: location, migrations: SQLiteCalendarRepository.migrations))
        #expect(try reopened.items(for: profile).map(\.text) == ["kept"])
    }
}
