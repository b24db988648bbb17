import Movies
import MoviesInterface
import TerminalUI
import TerminalUIInterface

/// The Movies dev app's screens: the real search screen, and a stand-in for the
/// "add to watchlist" step that the Watchlist feature provides in the full app.
@MainActor
final class MoviesDevScreens: MoviesScreenBuildable, AddToListScreenBuildable {
    private let root: MoviesDevRoot

    nonisolated init(root: MoviesDevRoot) {
        self.root = root
    }

    func makeSearchScreen() -> any Screen {
        do {
            return SearchScreen(movies: try root.movieService, addToList: self)
        } catch {
            return MessageScreen("\(error)", isProblem: true)
        }
    }

    func makeAddToListScreen(for id: MovieID) -> any Screen {
        MessageScreen("(movies-dev stand-in) The full app would add \(id) to your watchlist here.")
    }
}
