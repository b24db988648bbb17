import ArgumentParser

/// The Watchlist feature's commands, for an executable's root command to list.
public enum WatchlistCommands {
    /// `add`, `remove`, `watched`, `list`, `history`, `stats`, `pick`, `export`, `import`, `share` and `unshare`.
    public static let all: [any ParsableCommand.Type] = [
        AddCommand.self, RemoveCommand.self, WatchedCommand.self, ListCommand.self, HistoryCommand.self,
        StatsCommand.self, PickCommand.self, ExportCommand.self, ImportCommand.self, ShareCommand.self, UnshareCommand.self,
    ]

    /// `push`, for a `remote` command group.
    public static let remote: [any ParsableCommand.Type] = [PushCommand.self]
}
