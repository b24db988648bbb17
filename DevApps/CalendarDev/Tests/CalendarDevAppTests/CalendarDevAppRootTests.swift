import CommandInjection
import Testing
@testable import CalendarDevApp

/// calendar-dev's root: the real service on items in memory, for the dev profile; and
/// --database refused, with the build to make, where the adapters are not linked.
@Suite struct CalendarDevAppRootTests {
    @Test func itemsAreKeptInMemoryForTheDevProfile() async throws {
        let root = try CalendarDevRoot(wiring: try CalendarDevWiring.parse([]), environment: [:])
        _ = try await root.calendarService.add("first item")
        #expect(try await root.calendarService.items().map(\.text) == ["first item"])
    }

    @Test func aDatabaseNeedsTheAdaptersTrait() throws {
        #if CalendarDevAdapters
        _ = try CalendarDevRoot(wiring: try CalendarDevWiring.parse(["--database", "/tmp/unused.sqlite"]), environment: [:])
        #else
        #expect(throws: AdaptersNotBuilt.self) { try CalendarDevRoot(wiring: try CalendarDevWiring.parse(["--database", "/tmp/unused.sqlite"]), environment: [:]) }
        #endif
    }
}
