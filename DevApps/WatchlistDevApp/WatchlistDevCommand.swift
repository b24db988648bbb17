import ArgumentParser
import Composition
import TerminalUI
import Watchlist

/// The dev app's command: the Watchlist feature's commands; with no arguments on a
/// terminal, the list screen.
struct WatchlistDevCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watchlist-dev",
        abstract: "Run the Watchlist feature alone, signed in as \"dev\", on fixture movies.",
        discussion: """
        With no arguments on a terminal it opens the list screen. Movies are the fixture \
        catalog's (fixture:1 to fixture:5).

        Wiring flags go before the subcommand:
          --database PATH      keep the list in an SQLite file (default: in memory, one run)
          --store live|mock    the list screen's store (default: live)
          --signed-out         start with no one signed in

        Examples:
          watchlist-dev --database /tmp/wl.sqlite add fixture:1
          watchlist-dev --database /tmp/wl.sqlite list --json
          watchlist-dev --store mock
        """,
        subcommands: WatchlistCommands.all
    )

    @Injected var screens: DevScreenFactory
    @Injected var terminal: any Terminal

    func run() async throws {
        _ = await presentScreenOrHelp(on: terminal, help: Self.helpMessage()) { screens.makeWatchlistScreen() }
    }
}
