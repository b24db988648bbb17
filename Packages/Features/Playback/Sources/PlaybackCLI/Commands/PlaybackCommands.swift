import ArgumentParser

/// The Playback feature's commands, for an executable's root command to list.
public enum PlaybackCommands {
    /// `playback`, with `add` and `list` under it: for an app with other features' commands.
    public static let all: [any ParsableCommand.Type] = [PlaybackCommand.self]
    /// `add` and `list` themselves: for the feature's dev app.
    public static let items: [any ParsableCommand.Type] = [PlaybackAddCommand.self, PlaybackListCommand.self]
}

/// `playback`: the feature's commands under its name.
public struct PlaybackCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "playback",
        abstract: "Keep the Playback feature's items.",
        subcommands: PlaybackCommands.items
    )

    public init() {}
}
