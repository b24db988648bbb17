import DevComposition
import Foundation
import Injection
import MoviesInterface
import Testing
@testable import MoviesDevApp

/// movies-dev's root: the feature's own service on the catalog its --catalog names (the fixture
/// one by default), the films people touched in memory or in the file --database names.
@Suite struct MoviesDevAppRootTests {
    private func service(_ arguments: [String]) async throws -> any MovieService {
        try await DevAppRoot<MoviesDev>(wiring: try MoviesDevWiring.parse(arguments), environment: [:]).makeContainer().resolve((any MovieService).self)
    }

    @Test func defaultsToTheFixtureCatalog() async throws {
        #expect(try await service([]).search("alien", limit: 5).map(\.id.description) == ["fixture:1", "fixture:2"])
    }

    @Test func theCatalogOptionChoosesTheEmbeddedCatalogAndTheDatabaseOptionAFile() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "movies-dev-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: file) }
        let offline = try await service(["--catalog", "offline", "--database", file.path])
        let godfather = try #require(try await offline.search("godfather", limit: 1).first)
        #expect(godfather.id.source == .offline)
        _ = try await offline.movie(godfather.id)
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    /// `offline` is the catalog's name in every executable; `embedded`, movies-dev's earlier
    /// name for it, still works for scripts written before.
    @Test func theEmbeddedCatalogIsOfflineAndTheOldNameStillWorks() throws {
        #expect(try MoviesDevWiring.parse(["--catalog", "embedded"]).catalog == .offline)
        #expect(MoviesDevWiring.CatalogChoice.allValueStrings == ["fixture", "offline", "imdb", "tmdb"])
    }

    @Test func theFixtureServerServesTMDBsFilms() async throws {
        let matrix = try await service(["--fixture-server"]).search("matrix", limit: 1)
        #expect(matrix.map(\.id.description) == ["tmdb:603"])
    }

    @Test func tmdbWithoutATokenPointsToTheLookAlike() async throws {
        let error = await #expect(throws: ResolutionError.self) { try await service(["--catalog", "tmdb"]).search("matrix", limit: 1) }
        let cause = try #require(error?.underlyingError)
        #expect(cause as? CatalogChoiceError == .missingToken(variable: "TMDB_API_TOKEN"))
        let advice = try #require(DevAppEntryPoint<MoviesDev>.advice.advice(for: cause))
        #expect(advice.contains("--fixture-server"))
    }
}
