import AuthInterface
import DevComposition
import Foundation
import Injection
import Testing
import WatchlistInterface
@testable import WatchlistDevApp

/// watchlist-dev's root: the feature's own services, signed in as the fixture profile (or no
/// one) on the fixture films, the list in memory for one run or in the file --database names.
@Suite struct WatchlistDevAppRootTests {
    private func container(_ arguments: [String]) async throws -> Container {
        try await DevAppRoot<WatchlistDev>(wiring: try WatchlistDevWiring.parse(arguments), environment: [:]).makeContainer()
    }

    @Test func isSignedInAsTheFixtureProfileOnFixtureMovies() async throws {
        let service = try await container([]).resolve((any WatchlistService).self)
        #expect(try await service.currentProfile()?.name == "dev")
        let (entry, added) = try await service.add(try service.movieID(parsing: "fixture:1"), note: nil)
        #expect(added && entry.title == "Alien")
        #expect(try await service.entries(filter: .all, sort: .added).map(\.title) == ["Alien"])
    }

    @Test func theScreenModelIsTheServicesByDefaultAndLiveIsItsEarlierName() throws {
        #expect(try WatchlistDevWiring.parse([]).model == .service)
        #expect(try WatchlistDevWiring.parse(["--model", "live"]).model == .service)
        #expect(try WatchlistDevWiring.parse(["--store", "mock"]).model == .mock)
        #expect(throws: (any Error).self) { try WatchlistDevWiring.parse(["--model", "stored"]) }
    }

    @Test func theMockModelReplacesTheFeaturesListScreen() async throws {
        let service = try await container([]).resolve((any WatchlistScreenBuildable).self)
        let mock = try await container(["--model", "mock"]).resolve((any WatchlistScreenBuildable).self)
        #expect(!(service is MockListScreens))
        #expect(mock is MockListScreens)
    }

    @Test func signedOutRefusesWithTheLogInMessage() async throws {
        let service = try await container(["--signed-out"]).resolve((any WatchlistService).self)
        let error = await #expect(throws: AuthError.notLoggedIn) { try await service.entries(filter: .all, sort: .added) }
        #expect(error.flatMap { DevAppEntryPoint<WatchlistDev>.advice.advice(for: $0) }?.contains("--signed-out") == true)
    }

    @Test func importsAnotherServicesHistoryAgainstTheFixtureCatalog() async throws {
        let service = try await container([]).resolve((any WatchlistArchiving).self)
        let day = try #require(CalendarDay(parsing: "2024-03-01"))
        let rows = [("Alien", 1979), ("Amelie", 2001), ("The Godfather", 1972)].enumerated().map { index, film in
            HistoryRecord(
                location: SourceLocation(file: "diary.csv", position: index + 2),
                film: MovieReference(title: film.0, year: film.1), event: .watched(on: day, rating: 8, review: nil)
            )
        }
        let summary = try await service.importHistory(ServiceHistory(service: "Letterboxd", records: rows, others: [], skipped: []), dryRun: false) { _, _ in }
        #expect(summary.added == 2 && summary.viewingsAdded == 2)
        #expect(summary.unmatched.map(\.record.film.title) == ["The Godfather"])
        #expect(try await service.archive().map(\.movieID.description) == ["fixture:1", "fixture:4"])
    }

    @Test func theDatabaseFileKeepsTheList() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "watchlist-dev-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: file) }
        let service = try await container(["--database", file.path]).resolve((any WatchlistService).self)
        _ = try await service.add(try service.movieID(parsing: "fixture:1"), note: nil)
        let reopened = try await container(["--database", file.path]).resolve((any WatchlistService).self)
        #expect(try await reopened.entries(filter: .all, sort: .added).map(\.title) == ["Alien"])
        #expect(try await container([]).resolve((any WatchlistService).self).entries(filter: .all, sort: .added).isEmpty)
    }
}
