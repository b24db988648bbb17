import AuthInterface
import CommandInjection
import Injection
import Foundation
import Testing
import WatchlistInterface
@testable import WatchlistDevApp

@Suite struct WatchlistDevAppRootTests {
    @Test func isSignedInAsTheFixtureProfileOnFixtureMovies() async throws {
        let root = try WatchlistDevRoot(wiring: try WatchlistDevWiring.parse([]), environment: [:])
        let service = try root.makeContainer().resolve((any WatchlistService).self)
        #expect(try await service.currentProfile()?.name == "dev")
        let (entry, added) = try await service.add(try service.movieID(parsing: "fixture:1"), note: nil)
        #expect(added && entry.title == "Alien")
        #expect(try await root.watchlistService.entries(filter: .all, sort: .added).map(\.title) == ["Alien"])
    }

    @Test func theScreenModelIsTheServicesByDefaultAndLiveIsItsEarlierName() throws {
        #expect(try WatchlistDevWiring.parse([]).model == .service)
        #expect(try WatchlistDevWiring.parse(["--model", "live"]).model == .service)
        #expect(try WatchlistDevWiring.parse(["--store", "mock"]).model == .mock)
        #expect(throws: (any Error).self) { try WatchlistDevWiring.parse(["--model", "stored"]) }
    }

    @Test func signedOutRefusesWithTheLogInMessage() async throws {
        let root = try WatchlistDevRoot(wiring: try WatchlistDevWiring.parse(["--signed-out"]), environment: [:])
        await #expect(throws: AuthError.notLoggedIn) { try await root.watchlistService.entries(filter: .all, sort: .added) }
    }


    @Test func importsAnotherServicesHistoryAgainstTheFixtureCatalog() async throws {
        let root = try WatchlistDevRoot(wiring: try WatchlistDevWiring.parse([]), environment: [:])
        let service = try root.makeContainer().resolve((any WatchlistArchiving).self)
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

    #if WatchlistDevAdapters
    @Test func databaseFlagKeepsTheListInSQLite() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let arguments = ["--database", directory.url.appending(path: "list.sqlite").path]
        let service = try WatchlistDevRoot(wiring: try WatchlistDevWiring.parse(arguments), environment: [:]).watchlistService
        _ = try await service.add(try service.movieID(parsing: "fixture:1"), note: nil)
        let reopened = try WatchlistDevRoot(wiring: try WatchlistDevWiring.parse(arguments), environment: [:])
        #expect(try await reopened.watchlistService.entries(filter: .all, sort: .added).map(\.title) == ["Alien"])
        #expect(reopened.watchlistChanges != nil)
    }
    #else
    @Test func withoutTheLiveTraitTheDatabaseFlagExplainsHowToRebuild() throws {
        let error = #expect(throws: AdaptersNotBuilt(executable: "watchlist-dev", option: "--database", trait: "WatchlistDevAdapters")) {
            try WatchlistDevRoot(wiring: try WatchlistDevWiring.parse(["--database", "/tmp/w.sqlite"]), environment: [:])
        }
        #expect(error?.description.contains("--traits WatchlistDevAdapters") == true)
    }
    #endif
}
