import ArgumentParser
import CalendarInterface
import Calendar
import Foundation
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `show [--days N] [--from DAY] [--json]`: what airs, by day.
public struct CalendarShowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "What airs for the series you follow, and the films on your list coming out, by day.",
        discussion: """
        Each episode with its series, numbers, title, time in your time zone (TZ) and network \
        or service; specials are listed as such. An episode that has aired and that you have \
        not watched is marked `new`. A film on your list not watched yet is listed on the days \
        it comes out in cinemas and online (from TMDB, with TMDB_API_TOKEN set). Sends no \
        request: `refresh` fetches the air and release dates.

        Examples:
          show
          show --days 30 --from 2026-12-01
          show --json | jq '.[] | select(.watched | not) | .title'
          show --ics > calendar.ics

        --ics writes an iCalendar file for a calendar app to import, of 30 days back to 90 \
        ahead unless --from or --days says otherwise; `feed` gives the address of one that \
        updates itself.
        """
    )

    @Option(help: ArgumentHelp("How many days to cover, 1 to \(CalendarError.longestWindow) (default: 7).", valueName: "N"))
    var days: Int?

    @Option(help: ArgumentHelp("The first day, as YYYY-MM-DD (default: today).", valueName: "DAY"))
    var from: String?

    @Flag(help: """
        Print a JSON array of {kind, showID, show, season, number, special, title, airDate, airTime, runtime, network, aired, watched, \
        filmID, release}: kind is episode or film, and what does not apply is null.
        """)
    var json = false

    @Flag(help: "Print an iCalendar document (RFC 5545) instead.")
    var ics = false

    @Injected var service: any CalendarService
    @Injected var terminal: any Terminal
    @Injected var invocation: CalendarInvocation

    public init() {}

    public func validate() throws {
        if json && ics { throw ValidationError("Give --json or --ics, not both.") }
        if let from, CalendarDay(parsing: from) == nil {
            throw ValidationError("--from takes a day as YYYY-MM-DD, such as 2026-12-01; \"\(from)\" is not one.")
        }
    }

    public func run() async throws {
        let now = Date()
        var day = from.flatMap { CalendarDay(parsing: $0) }
        var days = days ?? 7
        if ics && from == nil && self.days == nil {
            (day, days) = CalendarFeed.window(around: CalendarDay(containing: now, in: .current))
        }
        let schedule = try await service.schedule(from: day, days: days)
        if ics {
            terminal.write(ICalendarFeed.document(schedule.episodes, releases: schedule.releases, name: "Watchlist", stamp: now))
        } else if json {
            terminal.write(CalendarOutput.json(schedule, now: now))
        } else {
            terminal.write(CalendarOutput.text(schedule, now: now, style: terminal.style))
        }
        for note in CalendarOutput.notes(schedule, invocation: invocation) {
            terminal.writeError(note + "\n")
        }
    }
}
