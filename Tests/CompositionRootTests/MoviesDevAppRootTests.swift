import Composition
import Foundation
import MoviesInterface
import Storage
import Testing
@testable import MoviesDevApp

@Suite struct MoviesDevAppRootTests {
    private func makeRoot(_ arguments: [String]) throws -> CompositionRoot {
        CompositionRoot(wiring: try MoviesDevWiring.parse(arguments), tmdb: DevTMDB(environment: [:]), environment: [:])
    }

    @Test func defaultsToFixturesInMemory() async throws {
        let root = try makeRoot([])
        let service = try root.makeContainer().resolve((any MovieService).self)
        #expect(try await service.search("alien", limit: 5).map(\.id.description) == ["fixture:1", "fixture:2"])
        #expect(root.database.location == .inMemory)
    }

    @Test func flagsWireTheEmbeddedCatalogAndAnSQLiteFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "movies.sqlite")
        let root = try makeRoot(["--catalog", "offline", "--database", file.path])
        let service = try root.makeContainer().resolve((any MovieService).self)
        let godfather = try #require(try await service.search("godfather", limit: 1).first)
        #expect(godfather.id.source == .offline)
        _ = try await service.movie(godfather.id)
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    /// `offline` is the catalog's name in every executable; `embedded`, movies-dev's earlier
    /// name for it, still works for scripts written before.
    @Test func theEmbeddedCatalogIsOfflineAndTheOldNameStillWorks() throws {
        #expect(try makeRoot(["--catalog", "offline"]).settings.catalog == .offline)
        #expect(try makeRoot(["--catalog", "embedded"]).settings.catalog == .offline)
        #expect(MoviesDevWiring.CatalogChoice.allValueStrings == ["fixture", "offline", "imdb", "tmdb"])
    }

    @Test func everyCommandsDependenciesAreRegistered() throws {
        let container = try makeRoot([]).makeContainer()
        let problems = CommandTree.unresolvedDependencies(from: MoviesDevCommand.self, in: container, rootName: "movies-dev")
        #expect(problems.isEmpty, "\(problems)")
    }
}
