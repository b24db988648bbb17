import ArgumentParser

/// `apps`: the profile's apps, each with a token of limited rights for the API.
public struct AppsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract: "Give players and tools a token of their own, with only the rights they need.",
        discussion: """
        An app's token works on a watchlist-server's API in place of a log-in token, as \
        `Authorization: Bearer TOKEN`, but only for what its scopes allow:
          read      the list, series, history and calendar
          write     adding, removing, marking watched, rating
          scrobble  the playback API, for players
        It never expires; `apps revoke` ends it at once. Only its hash is kept: it is shown \
        once, when the app is made.
        """,
        subcommands: [AppsAddCommand.self, AppsListCommand.self, AppsRevokeCommand.self]
    )

    public init() {}
}
