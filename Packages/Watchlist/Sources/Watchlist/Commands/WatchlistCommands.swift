import ArgumentParser

/// The Watchlist feature's commands, for an executable's root command to list.
public enum WatchlistCommands {
    /// `add`, `remove`, `watched`, `list`, `history`, `stats`, `pick`, `export` and `import`.
    public static let all: [any ParsableCommand.Type] = [
        AddCommand.self, RemoveCommand.self, WatchedCommand.self, ListCommand.self, HistoryCommand.self,
        StatsCommand.self, PickCommand.self, ExportCommand.self, ImportCommand.self,
    ]
}
