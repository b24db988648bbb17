import CalendarCLI
import CalendarInterface
import DevComposition
import Foundation
import Injection
import Testing
@testable import CalendarDevApp

/// calendar-dev's root: the feature's own registrations with fixtures for the rest. In memory,
/// the week shows at once and a refresh goes through the real TVmaze client to the look-alike
/// on 127.0.0.1; on a SQLite file, what a refresh fetched is there in the next run.
@Suite struct CalendarDevAppRootTests {
    private func container(_ arguments: [String]) async throws -> Container {
        try await DevAppRoot<CalendarDev>(wiring: try DevWiring.parse(arguments), environment: [:]).makeContainer()
    }

    private func calendar(_ arguments: [String]) async throws -> any CalendarService {
        try await container(arguments).resolve((any CalendarService).self)
    }

    @Test func theWeekShowsAtOnceAndARefreshAsksTheLookAlike() async throws {
        let calendar = try await calendar([])
        let schedule = try await calendar.schedule(from: nil, days: 30)
        #expect(schedule.episodes.contains { $0.showTitle == "Stranger Things" } && schedule.unknownToSource.isEmpty)
        #expect(schedule.notFetched == ["The Office"], "the fixtures have no air dates for it until a refresh asks")
        #expect(!schedule.releases.isEmpty, "the fixture films' release dates are kept too")
        let summary = try await calendar.refresh { _ in }
        #expect(summary.unchanged == 3 && summary.unknown == ["The Office"] && summary.requests == 2, "\(summary)")
    }

    @Test func aDatabaseFileKeepsWhatARefreshFetched() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-dev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["--database", directory.appending(path: "calendar.sqlite").path]
        let empty = try await calendar(arguments).schedule(from: nil, days: 30)
        #expect(empty.episodes.isEmpty && empty.notFetched.count == 4, "a file starts with nothing kept: \(empty.notFetched)")
        let summary = try await calendar(arguments).refresh { _ in }
        #expect(summary.fetched == 3, "\(summary)")
        let schedule = try await calendar(arguments).schedule(from: nil, days: 30)
        #expect(schedule.episodes.contains { $0.showTitle == "Stranger Things" })
    }

    @Test func theHintsNameTheDevAppsCommands() async throws {
        let invocation = try await container([]).resolve(CalendarInvocation.self)
        #expect(invocation.refresh == "calendar-dev calendar refresh" && invocation.notifications == "calendar-dev notifications")
    }
}
