import ArgumentParser

/// The Movies feature's commands, for an executable's root command to list.
public enum MoviesCommands {
    /// `search`, `show` and `cast`.
    public static let all: [any ParsableCommand.Type] = [SearchCommand.self, ShowCommand.self, CastCommand.self]
    /// `catalog build` and `catalog status`, for executables that can build a catalog from IMDb's datasets.
    public static let catalogManagement: [any ParsableCommand.Type] = [CatalogCommand.self]
}
