import ArgumentParser

/// The Sketch feature's commands, for an executable's root command to list.
public enum SketchCommands {
    /// `sketch`, with `add` and `list` under it: for an app with other features' commands.
    public static let all: [any ParsableCommand.Type] = [SketchCommand.self]
    /// `add` and `list` themselves: for the feature's dev app.
    public static let items: [any ParsableCommand.Type] = [SketchAddCommand.self, SketchListCommand.self]
}

/// `sketch`: the feature's commands under its name.
public struct SketchCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sketch",
        abstract: "Keep the Sketch feature's items.",
        subcommands: SketchCommands.items
    )

    public init() {}
}
