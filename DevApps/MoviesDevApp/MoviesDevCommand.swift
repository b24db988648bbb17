import ArgumentParser
import Composition
import Movies
import TerminalUI

/// The dev app's command: the Movies feature's own commands, nothing else; with no
/// arguments on a terminal, the search screen.
struct MoviesDevCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies-dev",
        abstract: "Run the Movies feature alone, on fixtures or real adapters.",
        discussion: """
        With no arguments on a terminal it opens the search screen.

        Wiring flags go before the subcommand:
          --catalog fixture|embedded|tmdb   the catalog (default: fixture, five movies)
          --database PATH                   keep movies in an SQLite file (default: in memory)
          --fixture-server                  start a TMDB look-alike on 127.0.0.1 and use it
          --timeout SECONDS                 how long one TMDB request may take (default 10)

        Examples:
          movies-dev search alien
          movies-dev --catalog embedded search godfather
          movies-dev --catalog embedded --database /tmp/movies.sqlite show offline:1
          movies-dev --fixture-server search matrix
          movies-dev --fixture-server cast tmdb:603 --json
        """,
        subcommands: MoviesCommands.all
    )

    @Injected var screens: DevScreenFactory
    @Injected var terminal: any Terminal

    func run() async throws {
        _ = await presentScreenOrHelp(on: terminal, help: Self.helpMessage()) { screens.makeSearchScreen() }
    }
}
