import AppComposition
import ArgumentParser
import CommandInjection

/// `watchlist remote`: the CLI as a client of `watchlist-server`. The features give its
/// commands; this root puts them under one name.
struct RemoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remote",
        abstract: "Use a list kept on a watchlist server.",
        discussion: """
        Logged in to a server (below), the commands that keep data act on it as that profile, \
        until you log out; those the server does not offer say so. Requests wait at most \
        --timeout seconds (10 by default).

        Examples:
        \(CLIRoot.features.flatMap { $0.remoteExamples }.map { "  " + $0 }.joined(separator: "\n"))
        """,
        subcommands: CLIWiring.wiring(CLIRoot.features.flatMap { $0.remoteCommands })
    )
}
