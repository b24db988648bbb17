import CalendarPorts
import CalendarPostgres
import CalendarSQLite
import CalendarTesting
import Foundation
import PostgresStorage
import Storage
import StorageTesting
import SeriesInterface
import Testing
import WatchlistInterface

/// Where the air dates under a contract test are kept: each check gets new, empty storage.
enum AirDateBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    func withFeedStore(_ body: (any FeedTokenStore) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryFeedTokenStore())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-feed-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "calendar.sqlite")), migrations: SQLiteFeedTokenStore.migrations)
            try await body(SQLiteFeedTokenStore(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresFeedTokenStore.migrations, maximumConnections: 4) { pool in
                try await body(PostgresFeedTokenStore(database: pool))
            }
        }
    }

    func withNotificationStore(_ body: (any NotificationStore) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryNotificationStore())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-notify-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "calendar.sqlite")), migrations: SQLiteNotificationStore.migrations)
            try await body(SQLiteNotificationStore(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresNotificationStore.migrations, maximumConnections: 8) { pool in
                try await body(PostgresNotificationStore(database: pool))
            }
        }
    }

    func withFilmStore(_ body: (any MovieReleaseStore) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryMovieReleaseStore())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-films-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "calendar.sqlite")), migrations: SQLiteMovieReleaseStore.migrations)
            try await body(SQLiteMovieReleaseStore(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresMovieReleaseStore.migrations, maximumConnections: 2) { pool in
                try await body(PostgresMovieReleaseStore(database: pool))
            }
        }
    }

    func withStore(_ body: (any AirDateStore) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryAirDateStore())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "calendar.sqlite")), migrations: SQLiteAirDateStore.migrations)
            try await body(SQLiteAirDateStore(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresAirDateStore.migrations, maximumConnections: 2) { pool in
                try await body(PostgresAirDateStore(database: pool))
            }
        }
    }
}

/// CalendarTesting's contract, on each backend: what every ``AirDateStore`` must do.
@Suite(.temporaryPostgres) struct AirDateStoreContractTests {
    @Test(arguments: AirDateBackend.allCases)
    func everyCheckOfTheContractHolds(backend: AirDateBackend) async throws {
        for (name, check) in AirDateStoreContract.checks {
            try await backend.withStore { store in
                let problems = try await check(store)
                #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
            }
        }
    }

    @Test(arguments: AirDateBackend.allCases)
    func everyCheckOfTheMovieReleaseContractHolds(backend: AirDateBackend) async throws {
        for (name, check) in MovieReleaseStoreContract.checks {
            try await backend.withFilmStore { store in
                let problems = try await check(store)
                #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
            }
        }
    }

    @Test(arguments: AirDateBackend.allCases)
    func everyCheckOfTheFeedTokenContractHolds(backend: AirDateBackend) async throws {
        for (name, check) in FeedTokenStoreContract.checks {
            try await backend.withFeedStore { store in
                let problems = try await check(store)
                #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
            }
        }
    }

    @Test(arguments: AirDateBackend.allCases)
    func everyCheckOfTheNotificationContractHolds(backend: AirDateBackend) async throws {
        for (name, check) in NotificationStoreContract.checks {
            try await backend.withNotificationStore { store in
                let problems = try await check(store)
                #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
            }
        }
    }

    @Test func sqliteKeepsAirDatesAcrossOpenings() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-reopen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = DatabaseLocation.file(directory.appending(path: "calendar.sqlite"))
        let fixtures = FixtureAirDates.standard(around: Date(timeIntervalSince1970: 1_795_780_800))
        let fargo = try #require(fixtures.show(imdbID: "tt2802850"))
        let id = try #require(TitleID(parsing: "tt2802850"))
        try SQLiteAirDateStore(database: DatabaseProvider(location: location, migrations: SQLiteAirDateStore.migrations))
            .keep(fargo.show, episodes: fargo.episodes, for: id, at: Date(timeIntervalSince1970: 1_795_780_800))
        let reopened = SQLiteAirDateStore(database: DatabaseProvider(location: location, migrations: SQLiteAirDateStore.migrations))
        #expect(try reopened.lookups(of: [id])[id]?.show == fargo.show)
        let from = try #require(CalendarDay(parsing: "2000-01-01")), through = try #require(CalendarDay(parsing: "2100-01-01"))
        #expect(try reopened.episodes(of: [id], from: from, through: through).count == 10)
    }
}
