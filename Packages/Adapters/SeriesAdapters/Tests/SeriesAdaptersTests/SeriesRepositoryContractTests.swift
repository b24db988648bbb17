import Foundation
import PostgresStorage
import SeriesPorts
import SeriesPostgres
import SeriesSQLite
import SeriesTesting
import Storage
import StorageTesting
import Testing

/// Where the follows and viewings under a contract test are kept: each check gets new, empty storage.
enum SeriesBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    func withRepository(_ body: (any SeriesRepository & EpisodePlaybackStore) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemorySeriesRepository())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "series-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "series.sqlite")), migrations: SQLiteSeriesRepository.migrations)
            try await body(SQLiteSeriesRepository(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresSeriesRepository.migrations, maximumConnections: 2) { pool in
                try await body(PostgresSeriesRepository(database: pool))
            }
        }
    }
}

/// SeriesTesting's contract, on each backend: what every ``SeriesRepository`` must do.
@Suite(.temporaryPostgres) struct SeriesRepositoryContractTests {
    @Test(arguments: SeriesBackend.allCases)
    func everyCheckOfTheContractHolds(backend: SeriesBackend) async throws {
        for (name, check) in SeriesRepositoryContract.checks {
            try await backend.withRepository { repository in
                let problems = try await check(repository)
                #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
            }
        }
    }

    @Test func sqliteKeepsViewingsAcrossOpenings() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "series-reopen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = DatabaseLocation.file(directory.appending(path: "series.sqlite"))
        let series = SeriesRepositoryContract.series(1)
        let viewing = SeriesRepositoryContract.viewing(of: series, season: 2, episode: 3, rating: 7)
        try SQLiteSeriesRepository(database: DatabaseProvider(location: location, migrations: SQLiteSeriesRepository.migrations)).record([viewing], for: SeriesRepositoryContract.profile)
        let reopened = SQLiteSeriesRepository(database: DatabaseProvider(location: location, migrations: SQLiteSeriesRepository.migrations))
        #expect(try reopened.viewings(of: nil, for: SeriesRepositoryContract.profile) == [viewing])
    }
}
