import ArgumentParser

/// The Movies feature's commands, for an executable's root command to list.
public enum MoviesCommands {
    /// `search`, `show` and `cast`.
    public static let all: [any ParsableCommand.Type] = [SearchCommand.self, ShowCommand.self, CastCommand.self]
    /// `catalog import` and `catalog status`, for executables that can import IMDb's datasets.
    public static let catalogManagement: [any ParsableCommand.Type] = [CatalogCommand.self]
}
