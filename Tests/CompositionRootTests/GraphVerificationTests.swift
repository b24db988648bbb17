import Injection
import Foundation
import Logging
import Testing
@testable import AuthDevApp
@testable import MoviesDevApp
@testable import CLIApp
@testable import WatchlistDevApp

/// Every executable's container resolves completely: no missing registration, no cycle, no
/// factory that throws, with each root's default wiring. With each root's tests of its
/// commands' needs (`everyCommandsDependenciesAreRegistered`), this is the structural check
/// of every composition root: it holds whatever files a root is written in.
@Suite struct GraphVerificationTests {
    @Test func watchlistsGraphIsComplete() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = CLIApp.CLIRoot(configuration: CLIApp.AppConfiguration(
            environment: ["WATCHLIST_DB": directory.url.appending(path: "w.sqlite").path], homeDirectory: directory.url, wiring: try CLIApp.CLIWiring.parse([])
        ))
        let problems = root.makeContainer().verify()
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func moviesDevsGraphIsComplete() throws {
        #if MoviesDevAdapters
        let root = MoviesDevApp.MoviesDevRoot(wiring: try MoviesDevApp.MoviesDevWiring.parse([]), tmdb: MoviesDevApp.DevTMDB(environment: [:]), environment: [:])
        #else
        let root = try MoviesDevApp.MoviesDevRoot(wiring: try MoviesDevApp.MoviesDevWiring.parse([]), environment: [:])
        #endif
        let problems = root.makeContainer().verify()
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func authDevsGraphIsComplete() throws {
        let root = try AuthDevApp.AuthDevRoot(wiring: try AuthDevApp.AuthDevWiring.parse([]), environment: [:])
        let problems = root.makeContainer().verify()
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func watchlistDevsGraphIsComplete() throws {
        let root = try WatchlistDevApp.WatchlistDevRoot(wiring: try WatchlistDevApp.WatchlistDevWiring.parse([]), environment: [:])
        let problems = root.makeContainer().verify()
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func aMissingTokenIsAFactoryFailureNotABrokenGraph() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = CLIApp.CLIRoot(configuration: CLIApp.AppConfiguration(
            environment: ["WATCHLIST_DB": directory.url.appending(path: "w.sqlite").path], homeDirectory: directory.url,
            wiring: try CLIApp.CLIWiring.parse(["--catalog", "tmdb"])
        ))
        let problems = root.makeContainer().verify()
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { if case .factoryFailed = $0.reason { true } else { false } })
        #expect(problems.contains { $0.description.contains("TMDB_API_TOKEN") })
    }
}
