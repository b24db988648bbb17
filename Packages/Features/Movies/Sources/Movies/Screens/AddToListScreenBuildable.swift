import MoviesInterface
import TerminalUI
import TerminalUIInterface

/// What the search screen needs from the executable hosting it: a screen that adds a movie
/// to some list.
///
/// It lives in the Movies module, not MoviesInterface: no other feature uses it, and only
/// composition roots implement it. It is the Movies feature's requirement on its host (the
/// consumer declares what it needs), not part of what Movies offers to others. The
/// app's factory answers it with the Watchlist feature's screen, and `movies-dev` with a
/// stand-in, so Movies never imports Watchlist and Watchlist never imports Movies.
@MainActor
public protocol AddToListScreenBuildable: Sendable {
    /// A screen that adds the movie with `id` to the list.
    func makeAddToListScreen(for id: MovieID) -> any Screen
}
