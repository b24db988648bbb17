import ArgumentParser
import Movies

/// The dev app's command: the Movies feature's own commands, nothing else.
struct MoviesDevCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies-dev",
        abstract: "Run the Movies feature alone, on fixtures or real adapters.",
        discussion: """
        Wiring flags go before the subcommand:
          --catalog fixture|embedded   the catalog (default: fixture, five movies)
          --database PATH              keep movies in an SQLite file (default: in memory)

        Examples:
          movies-dev search alien
          movies-dev --catalog embedded search godfather
          movies-dev --catalog embedded --database /tmp/movies.sqlite show offline:1
        """,
        subcommands: MoviesCommands.all
    )
}
