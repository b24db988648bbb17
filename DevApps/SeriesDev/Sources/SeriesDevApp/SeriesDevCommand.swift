import ArgumentParser
import CommandInjection
import Injection
import SeriesCLI
import TerminalUI
import TerminalUIInterface

/// The dev app's command: the Series feature's commands; with no arguments on a terminal,
/// the feature's screen.
struct SeriesDevCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "series-dev",
        abstract: "Run the Series feature alone, on fixture series in memory or on an SQLite file.",
        discussion: """
        With no arguments on a terminal it opens the feature's screen. You are signed in as \
        the fixture profile. In memory, follows and viewings last for one run, so try the \
        screen, or use --database to keep them.

        The wiring options --catalog and --database are accepted anywhere on the command line; \
        --database needs a build with the real adapters: \
        swift build --product series-dev --traits SeriesDevAdapters

        Examples:
          series-dev show "Pilot Light" --season 1
          series-dev --catalog embedded search office
          series-dev --database /tmp/series.sqlite watched "Pilot Light" --season 1
          series-dev --database /tmp/series.sqlite next
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
