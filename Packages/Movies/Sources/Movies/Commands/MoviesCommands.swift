import ArgumentParser

/// The Movies feature's commands, for an executable's root command to list.
public enum MoviesCommands {
    /// `search`, `show` and `cast`.
    public static let all: [any ParsableCommand.Type] = [SearchCommand.self, ShowCommand.self, CastCommand.self]
}
