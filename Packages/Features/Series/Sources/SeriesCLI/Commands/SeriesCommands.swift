import ArgumentParser

/// The Series feature's commands, for an executable's root command to list.
public enum SeriesCommands {
    /// `series` with its commands under it, and `next` at the top: for an app with other
    /// features' commands.
    public static let all: [any ParsableCommand.Type] = [SeriesCommand.self, UpNextCommand.self]
    /// The commands under `series`.
    static let items: [any ParsableCommand.Type] = [
        SeriesSearchCommand.self, SeriesShowCommand.self, SeriesFollowCommand.self, SeriesUnfollowCommand.self,
        SeriesWatchedCommand.self, SeriesRateCommand.self, UpNextCommand.self, SeriesListCommand.self, SeriesHistoryCommand.self,
    ]
}

/// `series`: the feature's commands under its name.
public struct SeriesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "series",
        abstract: "Follow TV series: find them, mark episodes watched, see what comes next.",
        discussion: """
        A series is named by its id (imdb:tt0903747) or its title; add the year it began when \
        two share a title: "The Office (2005)".

        Examples:
          series search office
          series show "Breaking Bad" --season 1
          series watched "Breaking Bad" --season 1 --episode 1-3
          next
        """,
        subcommands: SeriesCommands.items
    )

    public init() {}
}
