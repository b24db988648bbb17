import DevComposition
import Foundation
import Injection
import SeriesInterface
import Testing
@testable import SeriesDevApp

/// series-dev's root: the feature's own service on the series its --catalog names, follows kept
/// in memory for one run or in the file --database names.
@Suite struct SeriesDevAppRootTests {
    private func service(_ arguments: [String]) async throws -> any SeriesService {
        try await DevAppRoot<SeriesDev>(wiring: try SeriesDevWiring.parse(arguments), environment: [:]).makeContainer().resolve((any SeriesService).self)
    }

    @Test func theCatalogOptionChoosesFixtureOrEmbeddedSeries() async throws {
        let fixture = try await service([])
        #expect(try await fixture.search("pilot", limit: 5).map(\.title) == ["Pilot Light"])
        #expect(try await fixture.search("breaking", limit: 5).isEmpty)
        let embedded = try await service(["--catalog", "embedded"])
        #expect(try await embedded.search("breaking", limit: 5).map(\.title) == ["Breaking Bad"])
    }

    @Test func followsAreKeptInTheDatabaseFileItNames() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "series-dev-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: file) }
        let pilotLight = try #require(try await service([]).search("pilot", limit: 1).first)
        _ = try await service(["--database", file.path]).follow(pilotLight.id.description)
        #expect(try await service(["--database", file.path]).followed().map(\.series.title) == ["Pilot Light"])
        #expect(try await service([]).followed().isEmpty, "in memory, a run starts with none")
    }
}
