import ArgumentParser
import Movies

/// The `watchlist` command: the features' commands under one name.
struct WatchlistCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watchlist",
        abstract: "Keep a movie watchlist from the terminal.",
        discussion: """
        The catalog is embedded in the app and works offline.

        Data lives in $WATCHLIST_DB if set, else $XDG_DATA_HOME/watchlist/watchlist.sqlite \
        (~/.local/share/watchlist/watchlist.sqlite by default).

        Examples:
          watchlist search godfather
          watchlist show offline:1
          watchlist search alien --json
        """,
        version: "0.1.0",
        subcommands: MoviesCommands.all
    )
}
