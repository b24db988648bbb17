import TerminalUIInterface

/// What the search screen needs from the feature that keeps lists: a screen that adds a film
/// to the list. The consumer declares what it needs; the Watchlist feature registers its
/// screen for it in `watchlist`, and `movies-dev` a stand-in, so Movies never imports Watchlist.
@MainActor
public protocol AddToListScreenBuildable: Sendable {
    /// A screen that adds the film with `id` to the list.
    func makeAddToListScreen(for id: MovieID) -> any Screen
}
