import ArgumentParser
import CommandInjection
import Injection
import TerminalUI
import TerminalUIInterface
import Watchlist
import WatchlistCLI

/// The dev app's command: the Watchlist feature's commands; with no arguments on a
/// terminal, the list screen.
struct WatchlistDevCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "watchlist-dev",
        abstract: "Run the Watchlist feature alone, signed in as \"dev\", on fixture movies.",
        discussion: """
        With no arguments on a terminal it opens the list screen. Movies are the fixture \
        catalog's (fixture:1 to fixture:5).

        The wiring options choose fixtures or real adapters; they are accepted anywhere \
        on the command line.

        Examples:
          watchlist-dev --database /tmp/wl.sqlite add fixture:1
          watchlist-dev --database /tmp/wl.sqlite list --json
          watchlist-dev --model mock
        """,
        subcommands: WatchlistDevWiring.wiring(WatchlistCommands.all(.none))
    )

    @OptionGroup(title: "Wiring options") var wiring: WatchlistDevWiring

    @Injected var screens: WatchlistDevScreens
    @Injected var terminal: any Terminal

    func run() async throws {
        _ = await presentScreenOrHelp(on: terminal, help: Self.helpMessage()) { screens.makeWatchlistScreen() }
    }
}
