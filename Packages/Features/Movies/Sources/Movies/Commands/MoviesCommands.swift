import ArgumentParser
import CommandInjection

/// The Movies feature's commands, for an executable's root command to list.
public enum MoviesCommands {
    /// `search`, `show` and `cast`, `search` and `show` with what other kinds of titles add to them.
    public static func all(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] {
        [search(kinds.joined(for: "search")), show(kinds.joined(for: "show")), CastCommand.self]
    }

    /// `catalog build` and `catalog status`, for executables that can build a catalog from
    /// IMDb's datasets; `build` with what other kinds' catalog parts add to its help.
    public static func catalogManagement(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] {
        [catalog(kinds.joined(for: "catalog build"))]
    }

    private static func catalog<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        CatalogCommand<Kinds>.self
    }

    private static func search<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        SearchCommand<Kinds>.self
    }

    private static func show<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        ShowCommand<Kinds>.self
    }
}
