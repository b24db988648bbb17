import ArgumentParser
import CommandInjection

/// The Movies feature's commands, for an executable's root command to list.
public enum MoviesCommands {
    /// `search`, `show` and `cast`, `show` with the options that other kinds of titles add to it.
    public static func all(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] {
        [SearchCommand.self, show(kinds.joined(for: "show")), CastCommand.self]
    }

    /// `catalog build` and `catalog status`, for executables that can build a catalog from IMDb's datasets.
    public static let catalogManagement: [any ParsableCommand.Type] = [CatalogCommand.self]

    private static func show<Kinds: KindOptions>(_: Kinds.Type) -> any ParsableCommand.Type {
        ShowCommand<Kinds>.self
    }
}
