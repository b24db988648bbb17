import CommandInjection
import Injection
import Foundation
import MoviesInterface
import Testing
@testable import MoviesDevApp
#if MoviesDevAdapters
import Storage
#endif

@Suite struct MoviesDevAppRootTests {
    private func makeRoot(_ arguments: [String]) throws -> MoviesDevRoot {
        #if MoviesDevAdapters
        MoviesDevRoot(wiring: try MoviesDevWiring.parse(arguments), tmdb: DevTMDB(environment: [:]), environment: [:])
        #else
        try MoviesDevRoot(wiring: try MoviesDevWiring.parse(arguments), environment: [:])
        #endif
    }

    @Test func defaultsToFixturesInMemory() async throws {
        let root = try makeRoot([])
        let service = try root.makeContainer().resolve((any MovieService).self)
        #expect(try await service.search("alien", limit: 5).map(\.id.description) == ["fixture:1", "fixture:2"])
        #expect(root.settings.databasePath == nil)
        #if MoviesDevAdapters
        #expect(root.database.location == .inMemory)
        #endif
    }

    #if MoviesDevAdapters

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
    #else
    @Test(arguments: [
        (["--catalog", "offline"], "--catalog offline"), (["--catalog", "embedded"], "--catalog offline"),
        (["--database", "/tmp/m.sqlite"], "--database"), (["--fixture-server"], "--fixture-server"),
    ])
    func withoutTheLiveTraitRealAdaptersExplainHowToRebuild(arguments: [String], option: String) throws {
        let error = #expect(throws: AdaptersNotBuilt.self) { try makeRoot(arguments) }
        #expect(error?.option == option)
        #expect(error?.description.contains("--traits MoviesDevAdapters") == true)
    }

    @Test func withoutTheLiveTraitTheCatalogCommandsAreLeftOutAndTheHelpSaysWhy() {
        #expect(!MoviesDevCommand.configuration.subcommands.contains { CompositionRootCheck.name(of: $0) == "catalog" })
        let help = MoviesDevCommand.helpMessage().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("swift build --product movies-dev --traits MoviesDevAdapters"))
    }
    #endif

}
