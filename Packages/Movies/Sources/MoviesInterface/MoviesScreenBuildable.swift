import TerminalUI

/// Builds the Movies feature's screens, for the home screen and other features.
@MainActor
public protocol MoviesScreenBuildable: Sendable {
    /// Search the catalog, open a result, act on it.
    func makeSearchScreen() -> any Screen
}

/// What the Movies screens need from whoever keeps a list of movies: a screen that adds
/// one. The Movies feature owns this protocol (seed 001: the consumer declares what it
/// needs); the app's factory answers it with the Watchlist feature's screen, and a dev
/// app with a stand-in, so Movies never imports Watchlist.
@MainActor
public protocol AddToListScreenBuildable: Sendable {
    /// A screen that adds the movie with `id` to the list.
    func makeAddToListScreen(for id: MovieID) -> any Screen
}
