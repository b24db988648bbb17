import CommandInjection
import Testing
@testable import SketchDevApp

/// sketch-dev's root: the real service on items in memory, for the dev profile; and
/// --database refused, with the build to make, where the adapters are not linked.
@Suite struct SketchDevAppRootTests {
    @Test func itemsAreKeptInMemoryForTheDevProfile() async throws {
        let root = try SketchDevRoot(wiring: try SketchDevWiring.parse([]), environment: [:])
        _ = try await root.sketchService.add("first item")
        #expect(try await root.sketchService.items().map(\.text) == ["first item"])
    }

    @Test func aDatabaseNeedsTheAdaptersTrait() throws {
        #if SketchDevAdapters
        _ = try SketchDevRoot(wiring: try SketchDevWiring.parse(["--database", "/tmp/unused.sqlite"]), environment: [:])
        #else
        #expect(throws: AdaptersNotBuilt.self) { try SketchDevRoot(wiring: try SketchDevWiring.parse(["--database", "/tmp/unused.sqlite"]), environment: [:]) }
        #endif
    }
}
