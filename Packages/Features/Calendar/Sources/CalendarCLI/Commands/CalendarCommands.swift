import ArgumentParser

/// The Calendar feature's commands, for an executable's root command to list.
public enum CalendarCommands {
    /// `calendar`, with `add` and `list` under it: for an app with other features' commands.
    public static let all: [any ParsableCommand.Type] = [CalendarCommand.self]
    /// `add` and `list` themselves: for the feature's dev app.
    public static let items: [any ParsableCommand.Type] = [CalendarAddCommand.self, CalendarListCommand.self]
}

/// `calendar`: the feature's commands under its name.
public struct CalendarCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Keep the Calendar feature's items.",
        subcommands: CalendarCommands.items
    )

    public init() {}
}
