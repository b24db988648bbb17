import ArgumentParser
import CommandInjection

/// The Watchlist feature's commands, for an executable's root command to list.
public enum WatchlistCommands {
    /// `add`, `remove`, `watched`, `list`, `history`, `stats`, `pick`, `export`, `import`, `imports`, `share` and
    /// `unshare`; all but the last three with what other kinds of titles add to them.
    public static func all(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] {
        [
            add(kinds.joined(for: "add")), remove(kinds.joined(for: "remove")), watched(kinds.joined(for: "watched")), listing(kinds.joined(for: "list")),
            history(kinds.joined(for: "history")), stats(kinds.joined(for: "stats")), pick(kinds.joined(for: "pick")), export(kinds.joined(for: "export")),
            importing(kinds.joined(for: "import")), ImportsCommand.self, ShareCommand.self, UnshareCommand.self,
        ]
    }

    /// `push`, for a `remote` command group.
    public static let remote: [any ParsableCommand.Type] = [PushCommand.self]

    private static func add<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        AddCommand<Kinds>.self
    }

    private static func remove<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        RemoveCommand<Kinds>.self
    }

    private static func importing<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        ImportCommand<Kinds>.self
    }

    private static func watched<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        WatchedCommand<Kinds>.self
    }

    private static func pick<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        PickCommand<Kinds>.self
    }

    private static func listing<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        ListCommand<Kinds>.self
    }

    private static func history<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        HistoryCommand<Kinds>.self
    }

    private static func stats<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        StatsCommand<Kinds>.self
    }

    private static func export<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        ExportCommand<Kinds>.self
    }
}
