import CalendarInterface
import CalendarTesting
import TerminalUI
import TerminalUITesting
import Testing
@testable import Calendar
@testable import CalendarCLI

@MainActor
@Suite struct CalendarScreenTests {
    @Test func refreshesOnRAndGoesBackOnAnEmptyAnswer() async throws {
        let harness = CalendarHarness(following: ["tt2356777"])
        let terminal = ScriptedTerminal(input: ["r", ""], isInteractive: true)
        #expect(await CalendarScreen(service: harness.service(), invocation: CalendarInvocation(refresh: "calendar-dev refresh", feed: "calendar-dev feed", notifications: "calendar-dev notifications")).run(on: terminal) == .back)
        #expect(terminal.output.contains("No air dates have been fetched yet: `calendar-dev refresh` fetches them."))
        #expect(terminal.output.contains("Fetched the air dates of 1 series from TVmaze (2 requests)."))
        #expect(harness.source.requests.count == 2)
    }

    @Test func endOfInputLeaves() async throws {
        let harness = CalendarHarness()
        let terminal = ScriptedTerminal(input: [], isInteractive: true)
        #expect(await CalendarScreen(service: harness.service(), invocation: CalendarInvocation(refresh: "calendar-dev refresh", feed: "calendar-dev feed", notifications: "calendar-dev notifications")).run(on: terminal) == .quit)
    }
}
