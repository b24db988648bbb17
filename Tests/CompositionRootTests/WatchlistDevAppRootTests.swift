import AuthInterface
import Composition
import Foundation
import Testing
import WatchlistInterface
@testable import WatchlistDevApp

@Suite struct WatchlistDevAppRootTests {
    @Test func isSignedInAsTheFixtureProfileOnFixtureMovies() async throws {
        let root = CompositionRoot(wiring: try WatchlistDevWiring.parse([]), environment: [:])
        let service = try root.makeContainer().resolve((any WatchlistService).self)
        #expect(try service.currentProfile()?.name == "dev")
        let (entry, added) = try await service.add(try service.movieID(parsing: "fixture:1"), note: nil)
        #expect(added && entry.title == "Alien")
        #expect(try root.watchlistService.entries(filter: .all, sort: .added).map(\.title) == ["Alien"])
    }

    @Test func signedOutRefusesWithTheLogInMessage() async throws {
        let root = CompositionRoot(wiring: try WatchlistDevWiring.parse(["--signed-out"]), environment: [:])
        #expect(throws: AuthError.notLoggedIn) { try root.watchlistService.entries(filter: .all, sort: .added) }
    }

    @Test func everyCommandsDependenciesAreRegistered() throws {
        let container = CompositionRoot(wiring: try WatchlistDevWiring.parse([]), environment: [:]).makeContainer()
        let problems = CommandTree.unresolvedDependencies(from: WatchlistDevCommand.self, in: container, rootName: "watchlist-dev")
        #expect(problems.isEmpty, "\(problems)")
    }
}
