import ArgumentParser

/// The Series feature's commands, for an executable's root command to list.
public enum SeriesCommands {
    /// `series`, with `add` and `list` under it: for an app with other features' commands.
    public static let all: [any ParsableCommand.Type] = [SeriesCommand.self]
    /// `add` and `list` themselves: for the feature's dev app.
    public static let items: [any ParsableCommand.Type] = [SeriesAddCommand.self, SeriesListCommand.self]
}

/// `series`: the feature's commands under its name.
public struct SeriesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "series",
        abstract: "Keep the Series feature's items.",
        subcommands: SeriesCommands.items
    )

    public init() {}
}
