import TerminalUIInterface

/// Builds the Watchlist feature's screens, for the home screen and other features.
@MainActor
public protocol WatchlistScreenBuildable: Sendable {
    /// The signed-in profile's list: mark watched with a rating, remove.
    func makeWatchlistScreen() -> any Screen
}
