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
        abstract: "Run the Calendar feature alone, in memory or on an SQLite file.",
        discussion: """
        With no arguments on a terminal it opens the feature's screen. In memory, items last \
        for one run, so try the screen, or use --database to keep them.

        The wiring option --database is accepted anywhere on the command line; it needs a \
        build with the real adapters: swift build --product calendar-dev --traits CalendarDevAdapters

        Examples:
          calendar-dev add "first item"
          calendar-dev --database /tmp/calendar.sqlite list
        """,
        subcommands: CalendarDevWiring.wiring(CalendarCommands.items)
    )

    @OptionGroup(title: "Wiring options") var wiring: CalendarDevWiring

    @Injected var screens: CalendarDevScreens
    @Injected var terminal: any Terminal

    func run() async throws {
        _ = await presentScreenOrHelp(on: terminal, help: Self.helpMessage()) { screens.makeCalendarScreen() }
    }
}
