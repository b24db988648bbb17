import CommandInjection
import Foundation
import Testing
@testable import CalendarDevApp

/// calendar-dev's root: the real service on fixture series, air dates kept in memory from the
/// start, a refresh through the real TVmaze client to the look-alike on 127.0.0.1; and
/// --database refused, with the build to make, where the adapters are not linked.
@Suite struct CalendarDevAppRootTests {
    @Test func theWeekShowsAtOnceAndARefreshAsksTheLookAlike() async throws {
        let root = try CalendarDevRoot(wiring: try CalendarDevWiring.parse([]), environment: [:])
        let schedule = try await root.calendarService.schedule(from: nil, days: 30)
        #expect(schedule.episodes.contains { $0.showTitle == "Stranger Things" } && schedule.unknownToSource.isEmpty)
        #expect(schedule.notFetched == ["The Office"], "the fixtures have no air dates for it until a refresh asks")
        let summary = try await root.calendarService.refresh { _ in }
        #expect(summary.unchanged == 3 && summary.unknown == ["The Office"] && summary.requests == 2, "\(summary)")
    }

    @Test func aDatabaseNeedsTheAdaptersTrait() throws {
        #if CalendarDevAdapters
        _ = try CalendarDevRoot(wiring: try CalendarDevWiring.parse(["--database", "/tmp/unused.sqlite"]), environment: [:])
        #else
        #expect(throws: AdaptersNotBuilt.self) { try CalendarDevRoot(wiring: try CalendarDevWiring.parse(["--database", "/tmp/unused.sqlite"]), environment: [:]) }
        #endif
    }
}
