import ArgumentParser
import CommandInjection
import Injection
import Series
import TerminalUI
import TerminalUIInterface

/// The dev app's command: the Series feature's commands; with no arguments on a terminal,
/// the feature's screen.
struct SeriesDevCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "series-dev",
        abstract: "Run the Series feature alone, in memory or on an SQLite file.",
        discussion: """
        With no arguments on a terminal it opens the feature's screen. In memory, items last \
        for one run, so try the screen, or use --database to keep them.

        The wiring option --database is accepted anywhere on the command line; it needs a \
        build with the real adapters: swift build --product series-dev --traits SeriesDevAdapters

        Examples:
          series-dev add "first item"
          series-dev --database /tmp/series.sqlite list
        """,
        subcommands: SeriesDevWiring.wiring(SeriesCommands.items)
    )

    @OptionGroup(title: "Wiring options") var wiring: SeriesDevWiring

    @Injected var screens: SeriesDevScreens
    @Injected var terminal: any Terminal

    func run() async throws {
        _ = await presentScreenOrHelp(on: terminal, help: Self.helpMessage()) { screens.makeSeriesScreen() }
    }
}
