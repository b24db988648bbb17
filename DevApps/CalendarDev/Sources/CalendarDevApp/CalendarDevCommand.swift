import ArgumentParser
import CommandInjection
import Injection
import CalendarCLI
import TerminalUI
import TerminalUIInterface

/// The dev app's command: the Calendar feature's commands; with no arguments on a terminal,
/// the feature's screen.
struct CalendarDevCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "calendar-dev",
        abstract: "Run the Calendar feature alone, on fixture series and a TVmaze look-alike.",
        discussion: """
        Signed in as the fixture profile, following four series of the embedded catalog, with \
        air dates around today kept in memory, and notification targets in memory too (loopback \
        and private addresses allowed); `refresh` asks the TVmaze look-alike that it \
        starts on 127.0.0.1 (TVMAZE_BASE_URL names another address). With no arguments on a \
        terminal it opens the feature's screen.

        The wiring option --database is accepted anywhere on the command line; it needs a \
        build with the real adapters: swift build --product calendar-dev --traits CalendarDevAdapters

        Examples:
          calendar-dev show --days 30
          calendar-dev refresh
          calendar-dev --database /tmp/calendar.sqlite notifications add ntfy http://127.0.0.1:8090/shows
          calendar-dev --database /tmp/calendar.sqlite notifications send
        """,
        subcommands: CalendarDevWiring.wiring(CalendarCommands.schedule + [NotificationsCommand.self])
    )

    @OptionGroup(title: "Wiring options") var wiring: CalendarDevWiring

    @Injected var screens: CalendarDevScreens
    @Injected var terminal: any Terminal

    func run() async throws {
        _ = await presentScreenOrHelp(on: terminal, help: Self.helpMessage()) { screens.makeCalendarScreen() }
    }
}
