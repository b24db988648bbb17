import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import Foundation
import MoviesApp
import MoviesInterface
import Networking
import Storage
import TerminalUI
import TMDB
import Testing
import WatchlistInterface
@testable import CLIApp

/// `watchlist`'s root on a temporary directory, with the wiring `arguments` give.
func makeCLIRoot(in directory: TemporaryDirectory, _ arguments: [String] = []) throws -> CLIRoot {
    CLIRoot(configuration: try AppConfiguration(
        environment: ["WATCHLIST_DB": directory.url.appending(path: "data/watchlist.sqlite").path],
        homeDirectory: directory.url,
        wiring: try CLIWiring.parse(arguments)
    ))
}

@Suite struct CLIAppRootTests {
    @Test func theDatabaseFollowsWatchlistDB() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(try makeCLIRoot(in: directory).database.location == .file(directory.url.appending(path: "data/watchlist.sqlite")))
    }


    @Test func theServiceSearchesTheEmbeddedCatalogAndStoresInSQLite() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = try makeCLIRoot(in: directory)
        let service = try root.makeContainer().resolve((any MovieService).self)
        let first = try #require(try await service.search("godfather", limit: 1).first)
        #expect(first.title == "The Godfather" && first.year == 1972 && first.id.source == .offline)

        _ = try await service.movie(first.id)
        let reopened = CLIRoot(configuration: root.configuration).makeContainer()
        #expect(try await reopened.resolve((any StoredMovies).self).movie(first.id)?.title == "The Godfather")
        #expect(FileManager.default.fileExists(atPath: directory.url.appending(path: "data/watchlist.sqlite").path))
    }

    @Test func theDatabaseIsSharedAndTheCatalogIsDecodedOnFirstUse() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = try makeCLIRoot(in: directory)
        #expect(try root.database.writer() === root.database.writer())
        let container = root.makeContainer()
        #expect(!container.hasMade(EmbeddedCatalog.self), "making the container decodes nothing")
        _ = try container.resolve((any MovieService).self)
        #expect(container.hasMade(EmbeddedCatalog.self))
        _ = try container.resolve((any NamesFetchable).self)
        _ = try container.resolve((any MovieService).self)
    }
}

/// A launch resolves only what its command asks for: `--help`, the account commands and
/// the list commands never decode the embedded catalog; the catalog commands decode it once.
@Suite struct CLIStartUpTests {
    /// Parses `arguments` as `watchlist` does, then prepares the command on a fresh root.
    private func prepare(_ arguments: [String], in directory: TemporaryDirectory) async throws -> Container {
        let parsed = try CLIRootCommand.parseAsRoot(arguments)
        let container = try makeCLIRoot(in: directory, []).makeContainer()
        try await InjectionContext.withContainer(container) {
            try CommandInvocation(parsed: parsed).prepare()
        }
        return container
    }

    @Test(arguments: [["whoami"], ["login", "ada"], ["logout"], ["signup", "ada"], ["list"]])
    func accountAndListCommandsNeverDecodeTheCatalog(arguments: [String]) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let container = try await prepare(arguments, in: directory)
        #expect(!container.hasMade(EmbeddedCatalog.self), "\(arguments)")
    }

    @Test(arguments: [["search", "alien"], ["show", "offline:1"], ["cast", "offline:1"]])
    func catalogCommandsDecodeItOnce(arguments: [String]) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let container = try await prepare(arguments, in: directory)
        #expect(container.hasMade(EmbeddedCatalog.self), "\(arguments)")
    }

    @Test(arguments: [["help"], ["help", "search"], ["search", "--help"], ["--help"]])
    func helpBuildsNothing(arguments: [String]) {
        do {
            let parsed = try CLIRootCommand.parseAsRoot(arguments)
            #expect(!CommandInvocation(parsed: parsed).needsContainer, "\(arguments) would build the graph")
        } catch {
            #expect(CLIRootCommand.exitCode(for: error) == .success, "\(arguments) is a help request: \(error)")
        }
    }

    @Test func everyOtherCommandNeedsTheContainer() throws {
        #expect(CommandInvocation(parsed: try CLIRootCommand.parseAsRoot(["whoami"])).needsContainer)
        #expect(CommandInvocation(parsed: try CLIRootCommand.parseAsRoot([])).needsContainer)
    }
}

@Suite struct CLIAppFeatureWiringTests {
    @Test func authAndWatchlistShareTheDatabase() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = try makeCLIRoot(in: directory)
        let container = root.makeContainer()
        _ = try await container.resolve((any AuthService).self).signUp(name: "ada", password: "analytical")
        let watchlist = try container.resolve((any WatchlistService).self)
        _ = try await watchlist.add(try watchlist.movieID(parsing: "1"), note: nil)
        #expect(try await watchlist.entries(filter: .all, sort: .added).map(\.title) == ["The Godfather"])
        #expect(try await container.resolve((any StoredMovies).self).movie(try watchlist.movieID(parsing: "1"))?.director == "Francis Ford Coppola")
    }

    /// TMDB's base address goes through the one check every `*_BASE_URL` does.
    @Test func aTMDBBaseAddressThatIsNotHTTPIsRefusedNamingTheVariable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let environment = ["WATCHLIST_DB": directory.url.appending(path: "w.sqlite").path, "TMDB_API_TOKEN": "t", "TMDB_BASE_URL": "ftp://x"]
        #expect(throws: BaseAddressError(variable: "TMDB_BASE_URL", text: "ftp://x", fallback: TMDBConfiguration.defaultBaseURL)) {
            try AppConfiguration(environment: environment, homeDirectory: directory.url, wiring: try CLIWiring.parse(["--catalog", "tmdb"]))
        }
        #expect(CLIErrorAdvice.advice.advice(for: BaseAddressError(variable: "TMDB_BASE_URL", text: "x", fallback: TMDBConfiguration.defaultBaseURL))
            == "Unset TMDB_BASE_URL, or give it an http or https address.")
    }

    @Test func aMissingTokenIsAFactoryFailureNotABrokenGraph() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = CLIRoot(configuration: try AppConfiguration(
            environment: ["WATCHLIST_DB": directory.url.appending(path: "w.sqlite").path], homeDirectory: directory.url,
            wiring: try CLIWiring.parse(["--catalog", "tmdb"])
        ))
        let problems = root.makeContainer().verify()
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { if case .factoryFailed = $0.reason { true } else { false } })
        #expect(problems.contains { $0.description.contains("TMDB_API_TOKEN") })
    }
}
