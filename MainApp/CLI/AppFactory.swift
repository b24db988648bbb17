import Auth
import AuthInterface
import Movies
import MoviesInterface
import TerminalUI
import TerminalUIInterface
import Watchlist
import WatchlistInterface
import WatchlistSQLite

/// Every feature's screen factory, in one type: the app's `AppBuildable` (interface modules with
/// `Buildable` factories).
typealias AppBuildable = AuthScreenBuildable & MoviesScreenBuildable & WatchlistScreenBuildable

/// Builds every screen of the app. Features ask it for each other's screens only through
/// the protocols their Interface modules declare, so no feature imports another's
/// implementation; this is the one place that knows them all.
@MainActor
final class AppFactory: AppBuildable, AddToListScreenBuildable {
    private let root: CompositionRoot

    nonisolated init(root: CompositionRoot) {
        self.root = root
    }

    /// Search, my watchlist, account, quit.
    func makeHomeScreen() -> any Screen {
        MenuScreen(
            title: "Watchlist",
            entries: [
                .init(letter: "s", title: "Search movies", open: makeSearchScreen),
                .init(letter: "w", title: "My watchlist", open: makeWatchlistScreen),
                .init(letter: "a", title: "Account", open: makeAccountScreen),
            ],
            subtitle: { [root] in
                ((try? await root.authService.currentProfile()) ?? nil).map { "logged in as \($0.name)" } ?? "not logged in"
            }
        )
    }

    func makeLogInScreen() -> any Screen {
        LogInScreen(auth: root.authService)
    }

    func makeAccountScreen() -> any Screen {
        AccountScreen(auth: root.authService)
    }

    func makeSearchScreen() -> any Screen {
        build { SearchScreen(movies: try root.movieService, addToList: self) }
    }

    func makeAddToListScreen(for id: MovieID) -> any Screen {
        build { AddToWatchlistScreen(movieID: id, service: try root.watchlistService, authScreens: self) }
    }

    func makeWatchlistScreen() -> any Screen {
        build { WatchlistScreen(store: LiveWatchlistStore(service: try root.watchlistService, changes: SQLiteWatchlistChanges(database: root.database)), authScreens: self) }
    }

    /// A screen whose dependencies failed to build shows why, instead of crashing.
    private func build(_ make: () throws -> any Screen) -> any Screen {
        do {
            return try make()
        } catch {
            return MessageScreen("\(error)", isProblem: true)
        }
    }
}
