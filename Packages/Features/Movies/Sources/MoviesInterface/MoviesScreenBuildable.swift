import TerminalUIInterface

/// Builds the Movies feature's screens, for the home screen and other features.
@MainActor
public protocol MoviesScreenBuildable: Sendable {
    /// Search the catalog, open a result, act on it.
    func makeSearchScreen() -> any Screen
}
