import Composition
import Foundation
import MoviesInterface
import Storage
import AuthInterface
import WatchlistInterface
import Testing
@testable import WatchlistApp

@Suite struct WatchlistAppRootTests {
    private func makeRoot(in directory: TemporaryDirectory) -> CompositionRoot {
        CompositionRoot(configuration: AppConfiguration(
            environment: ["WATCHLIST_DB": directory.url.appending(path: "data/watchlist.sqlite").path],
            homeDirectory: directory.url
        ))
    }

    @Test func theDatabaseFollowsWatchlistDB() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(makeRoot(in: directory).database.location == .file(directory.url.appending(path: "data/watchlist.sqlite")))
    }

    @Test func everyCommandsDependenciesAreRegistered() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let container = makeRoot(in: directory).makeContainer()
        let problems = CommandTree.unresolvedDependencies(from: WatchlistCommand.self, in: container, rootName: "watchlist")
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func theServiceSearchesTheEmbeddedCatalogAndStoresInSQLite() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = makeRoot(in: directory)
        let service = try root.makeContainer().resolve((any MovieService).self)
        let first = try #require(try await service.search("godfather", limit: 1).first)
        #expect(first.title == "The Godfather" && first.year == 1972 && first.id.source == .offline)

        _ = try await service.movie(first.id)
        let reopened = CompositionRoot(configuration: root.configuration)
        #expect(try reopened.movieRepository.movie(first.id)?.title == "The Godfather")
        #expect(FileManager.default.fileExists(atPath: directory.url.appending(path: "data/watchlist.sqlite").path))
    }

    @Test func theDatabaseIsSharedAndTheServiceIsTransient() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = makeRoot(in: directory)
        #expect(try root.database.writer() === root.database.writer())
    }
}

@Suite struct WatchlistAppFeatureWiringTests {
    @Test func authAndWatchlistShareTheDatabase() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = CompositionRoot(configuration: AppConfiguration(
            environment: ["WATCHLIST_DB": directory.url.appending(path: "w.sqlite").path],
            homeDirectory: directory.url
        ))
        let container = root.makeContainer()
        _ = try container.resolve((any AuthService).self).signUp(name: "ada", password: "analytical")
        let watchlist = try container.resolve((any WatchlistService).self)
        _ = try await watchlist.add(try watchlist.movieID(parsing: "1"), note: nil)
        #expect(try watchlist.entries(filter: .all, sort: .added).map(\.title) == ["The Godfather"])
        #expect(try root.movieRepository.movie(try watchlist.movieID(parsing: "1"))?.director == "Francis Ford Coppola")
    }
}
