import ArgumentParser
import CommandInjection
import Injection
import Movies
import TerminalUI
import TerminalUIInterface

/// The dev app's command: the Movies feature's own commands, nothing else; with no
/// arguments on a terminal, the search screen.
struct MoviesDevCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "movies-dev",
        abstract: "Run the Movies feature alone, on fixtures or real adapters.",
        discussion: """
        With no arguments on a terminal it opens the search screen.

        The wiring options choose fixtures or real adapters; they are accepted anywhere \
        on the command line.

        Examples:
          movies-dev search alien
          movies-dev --catalog offline search godfather
          movies-dev show offline:1 --catalog offline --database /tmp/movies.sqlite
          movies-dev --fixture-server search matrix
          movies-dev --fixture-server cast tmdb:603 --json
          movies-dev catalog build title.basics.tsv.gz title.ratings.tsv.gz --catalog-file /tmp/c.sqlite
          movies-dev --catalog imdb --catalog-file /tmp/c.sqlite search godfather

        Everything but the fixture catalog in memory needs the real adapters: --catalog \
        offline|imdb|tmdb, --database, --fixture-server and the catalog commands. Build \
        them in with: swift build --product movies-dev --traits MoviesDevAdapters
        """,
        subcommands: MoviesDevWiring.wiring(commands)
    )

    /// The feature's commands; those that manage the IMDb catalog only with the real adapters.
    private static var commands: [any ParsableCommand.Type] {
        #if MoviesDevAdapters
        MoviesCommands.all(.none) + MoviesCommands.catalogManagement
        #else
        MoviesCommands.all(.none)
        #endif
    }

    @OptionGroup(title: "Wiring options") var wiring: MoviesDevWiring

    @Injected var screens: MoviesDevScreens
    @Injected var terminal: any Terminal

    func run() async throws {
        _ = await presentScreenOrHelp(on: terminal, help: Self.helpMessage()) { screens.makeSearchScreen() }
    }
}
