import AppComposition
import ArgumentParser
import CommandInjection
import Injection
import TerminalUI
import TerminalUIInterface

/// The `watchlist` command: the features' commands under one name, and the interactive
/// app when run with no arguments on a terminal.
struct CLIRootCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "watchlist",
        abstract: "Keep a watchlist of films and TV series from the terminal.",
        discussion: """
        Run with no arguments on a terminal for the interactive app.

        The wiring options (--catalog, --timeout) are accepted anywhere on the command line. \
        With no --catalog, titles come from the catalog built from IMDb's datasets when there \
        is one, else TMDB when TMDB_API_TOKEN is set, else the embedded offline catalog. \
        TMDB_BASE_URL overrides TMDB's address.

        Data lives in $WATCHLIST_DB if set, else $XDG_DATA_HOME/watchlist/watchlist.sqlite \
        (~/.local/share/watchlist/watchlist.sqlite by default); the built catalog in \
        $WATCHLIST_CATALOG if set, else catalog.sqlite beside the database. Logged in to a \
        watchlist server, the commands that keep data use it instead (`remote --help`).

        Examples:
        \(CLIRoot.features.flatMap { $0.examples }.map { "  " + $0 }.joined(separator: "\n"))
        """,
        version: "0.1.0",
        subcommands: CLIWiring.wiring(CLIRoot.commands)
            + CLIRoot.features.flatMap { $0.commandsWithoutWiring } + [BackupCommand.self, RestoreCommand.self, RemoteCommand.self]
    )

    @OptionGroup(title: "Wiring options") var wiring: CLIWiring

    @Injected var screens: AppHomeMenu
    @Injected var terminal: any Terminal

    func run() async throws {
        if await presentScreenOrHelp(on: terminal, help: Self.helpMessage(), { screens.makeHomeScreen() }) != nil {
            terminal.writeLine("Bye.")
        }
    }
}
