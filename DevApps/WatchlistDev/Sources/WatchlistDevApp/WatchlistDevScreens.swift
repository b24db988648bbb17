import AuthInterface
import Foundation
import MoviesInterface
import MoviesTesting
import TerminalUI
import TerminalUIInterface
import Watchlist
import WatchlistInterface
import WatchlistTesting

/// The Watchlist dev app's screens: the real list screen on a live or mock store, and a
/// stand-in for the log-in screen that the Auth feature provides in the full app.
@MainActor
final class WatchlistDevScreens: WatchlistScreenBuildable, AuthScreenBuildable {
    private let root: WatchlistDevRoot

    nonisolated init(root: WatchlistDevRoot) {
        self.root = root
    }

    func makeWatchlistScreen() -> any Screen {
        switch root.settings.store {
        case .live:
            return WatchlistScreen(store: LiveWatchlistStore(service: root.watchlistService, changes: root.watchlistChanges), authScreens: self)
        case .mock:
            let entries = Movie.fixtures.prefix(3).map {
                WatchlistEntry(movieID: $0.id, title: $0.title, year: $0.year, note: nil, addedAt: Date(timeIntervalSince1970: 1_700_000_000))
            }
            return WatchlistScreen(store: MockWatchlistStore(entries: entries), authScreens: self)
        }
    }

    func makeLogInScreen() -> any Screen {
        MessageScreen("(watchlist-dev stand-in) Log-in lives in the Auth feature; run without --signed-out to be signed in as \"dev\".")
    }

    func makeAccountScreen() -> any Screen {
        makeLogInScreen()
    }
}
