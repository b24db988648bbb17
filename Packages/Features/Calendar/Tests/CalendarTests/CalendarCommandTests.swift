import ArgumentParser
import CalendarInterface
import CalendarTesting
import Foundation
import Injection
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import Testing
import WatchlistInterface
@testable import Calendar
@testable import CalendarCLI

/// The commands, in-process, on fixture air dates and memory.
@Suite struct CalendarCommandTests {
    private func run(_ arguments: [String], service: any CalendarService, interactive: Bool = false) async throws -> ScriptedTerminal {
        let terminal = ScriptedTerminal(isInteractive: interactive)
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register((any CalendarService).self, instance: service)
        container.register(CalendarInvocation.self, instance: CalendarInvocation(refresh: "watchlist calendar refresh", feed: "watchlist calendar feed", notifications: "watchlist notifications"))
        try await runCommand(CalendarCommand.self, arguments, in: container)
        return terminal
    }

    @Test func refreshThenCalendarPrintsTheWeekByDay() async throws {
        let harness = CalendarHarness()
        let refreshed = try await run(["refresh"], service: harness.service())
        #expect(refreshed.output == "Fetched the air dates of 4 series from TVmaze (8 requests).\n")
        let from = CalendarHarness.today.adding(days: 3)
        let output = try await run(["--from", from.description, "--days", "8"], service: harness.service()).output
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The fixture's days and times are the harness's; whether an aired episode reads
        // "new" is the machine's clock's (the command's), which passed this one on 2026-12-01.
        let premiere = "  02:00    True Detective S5E1 \"Part 1\" · HBO · 60 min"
        #expect(lines.contains { $0 == premiere || $0 == premiere + " · new" }, "\(output)")
        #expect(lines.contains("  all day  Stranger Things S6E8 \"Chapter 8\" · Netflix · 75 min"))
        #expect(lines.filter { $0.hasPrefix("  ") }.count == 8 + 1 + 1, "Stranger Things' eight, True Detective's first and Fargo's fourth: \(output)")
    }

    @Test func theJSONIsAnArrayOfEpisodes() async throws {
        let harness = CalendarHarness(following: ["tt2356777"])
        _ = try await harness.service().refresh { _ in }
        let output = try await run(["show", "--json", "--from", CalendarHarness.today.description, "--days", "60"], service: harness.service()).output
        let episodes = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(episodes.count == 7)
        #expect(episodes.first?["show"] as? String == "True Detective")
        #expect(episodes.first?["airTime"] as? String != nil)
        #expect(episodes.contains { $0["special"] as? Bool == true && $0["number"] is NSNull && $0["airTime"] is NSNull })
    }

    @Test func anEmptyWindowSaysSoAndNotesComeOnStandardError() async throws {
        let harness = CalendarHarness(following: ["tt0903747"])
        let terminal = try await run([], service: harness.service())
        #expect(terminal.output.hasPrefix("Nothing airs from "))
        #expect(terminal.errorOutput.contains("No air dates have been fetched yet: `watchlist calendar refresh` fetches them."))
    }

    @Test func aDayThatIsNotOneIsRefusedBeforeAnythingRuns() async throws {
        let harness = CalendarHarness()
        await #expect(throws: (any Error).self) { try await run(["--from", "2026-02-30"], service: harness.service()) }
        #expect(harness.source.requests.isEmpty)
    }

    @Test func refreshShowsProgressOnATerminal() async throws {
        let harness = CalendarHarness()
        let terminal = try await run(["refresh"], service: harness.service(), interactive: true)
        #expect(terminal.errorOutput.hasPrefix("\rFargo  ["), "a bar redrawn in place, first for the first series: \(terminal.errorOutput)")
    }

    @Test func icsWritesTheFeedsWindowAsICalendar() async throws {
        // The command reads the real clock, so the fixtures are around it.
        let harness = CalendarHarness(following: ["tt2356777"], around: Date())
        _ = try await harness.service().refresh { _ in }
        let output = try await run(["--ics"], service: harness.service()).output
        #expect(output.hasPrefix("BEGIN:VCALENDAR\r\n"))
        #expect(output.hasSuffix("END:VCALENDAR\r\n"))
        // True Detective's six weekly episodes from +3 days and its special at +30: all within 90.
        #expect(output.components(separatedBy: "BEGIN:VEVENT").count - 1 == 7)
        await #expect(throws: (any Error).self) { try await run(["--ics", "--json"], service: harness.service()) }
    }

    @Test func feedPrintsTheAddressAndRotateANewOne() async throws {
        let harness = CalendarHarness()
        let tokens = InMemoryFeedTokenStore()
        let profile = UUID()
        var counter = 0
        let minted = [UUID().uuidString, UUID().uuidString]
        func service() -> ProfileCalendarService {
            let next = minted[counter]
            counter = min(counter + 1, 1)
            let feed = ProfileFeed(profile: profile, store: tokens, newToken: { next }, digest: { "digest:" + $0 }, now: { CalendarHarness.now })
            return ProfileCalendarService(series: harness.series, source: harness.source, store: harness.store, feed: feed)
        }
        let first = try await run(["feed"], service: service())
        #expect(first.output == "/calendar/\(minted[0]).ics\n")
        #expect(first.errorOutput.contains("`watchlist calendar feed --rotate` makes a new one"))
        let again = try await run(["feed"], service: service())
        #expect(again.output.isEmpty, "the server keeps only a hash: \(again.output)")
        #expect(again.errorOutput.contains("its address is shown only when it is made") && again.errorOutput.contains("`watchlist calendar feed --rotate` makes a new one"))
        let rotated = try await run(["feed", "--rotate", "--json"], service: service())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(rotated.output.utf8)) as? [String: Any])
        #expect(object["path"] as? String == "/calendar/\(minted[1]).ics")
        #expect(object["address"] is NSNull)
        #expect(object["createdAt"] as? String == "2026-11-27T12:00:00Z")
        #expect(tokens.profile(holding: "digest:" + minted[0]) == nil && tokens.profile(holding: "digest:" + minted[1]) == profile)
    }

    @Test func feedOnACalendarKeptHereSaysWhatToDoInstead() async throws {
        let harness = CalendarHarness()
        await #expect(throws: CalendarError.feedNeedsServer) { try await run(["feed"], service: harness.service()) }
        #expect(CalendarAdvice.advice(for: CalendarError.feedNeedsServer, invokedAs: "calendar-dev")?.contains("`calendar-dev show --ics > calendar.ics`") == true)
    }
}
