import CommandInjection
import Foundation
import Testing
@testable import SeriesDevApp

/// series-dev's root: the series its --catalog names, and --database refused, with the build
/// to make, where the adapters are not linked.
@Suite struct SeriesDevAppRootTests {
    @Test func theCatalogOptionChoosesFixtureOrEmbeddedSeries() async throws {
        let fixture = try SeriesDevRoot(wiring: try SeriesDevWiring.parse([]), environment: [:])
        #expect(try await fixture.seriesService.search("pilot", limit: 5).map(\.title) == ["Pilot Light"])
        #expect(try await fixture.seriesService.search("breaking", limit: 5).isEmpty)
        let embedded = try SeriesDevRoot(wiring: try SeriesDevWiring.parse(["--catalog", "embedded"]), environment: [:])
        #expect(try await embedded.seriesService.search("breaking", limit: 5).map(\.title) == ["Breaking Bad"])
    }

    @Test func aDatabaseNeedsTheAdaptersTrait() throws {
        #if SeriesDevAdapters
        _ = try SeriesDevRoot(wiring: try SeriesDevWiring.parse(["--database", "/tmp/unused.sqlite"]), environment: [:])
        #else
        #expect(throws: AdaptersNotBuilt.self) { try SeriesDevRoot(wiring: try SeriesDevWiring.parse(["--database", "/tmp/unused.sqlite"]), environment: [:]) }
        #endif
    }
}
