import AppComposition
import ArgumentParser
import CommandInjection

/// `watchlist remote`: the CLI as a client of `watchlist-server`. The features give its
/// commands (Auth the session's, Watchlist `push`); this root puts them under one name.
struct RemoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remote",
        abstract: "Use a list kept on a watchlist server.",
        discussion: """
        After `remote signup` or `remote login`, add, remove, watched, list, history, share, \
        unshare, import and export go to the server as that profile, until `remote logout`. \
        Requests wait at most --timeout seconds (10 by default).

        Examples:
          remote login http://127.0.0.1:8080 ada
          remote status
          remote push
          remote logout
        """,
        subcommands: CLIWiring.wiring(CLIRoot.features.flatMap { $0.remoteCommands })
    )
}
