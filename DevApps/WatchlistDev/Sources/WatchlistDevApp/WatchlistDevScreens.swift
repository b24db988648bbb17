import AuthInterface
import Foundation
import MoviesInterface
import MoviesTesting
import TerminalUI
import TerminalUIInterface
import Watchlist
import WatchlistScreens
import WatchlistInterface
import WatchlistTesting

/// The Watchlist dev app's screens: the real list screen on the service's screen model or a mock one, and a
/// stand-in for the log-in screen that the Auth feature provides in the full app.
@MainActor
final class WatchlistDevScreens: WatchlistScreenBuildable, AuthScreenBuildable {
    private let root: WatchlistDevRoot

    nonisolated init(root: WatchlistDevRoot) {
        self.root = root
    }

    func makeWatchlistScreen() -> any Screen {
        switch root.settings.model {
        case .service:
            return WatchlistScreen(model: ServiceWatchlistScreenModel(service: root.watchlistService, changes: root.watchlistChanges), authScreens: self)
        case .mock:
            let entries = Movie.fixtures.prefix(3).map {
                WatchlistEntry(movieID: $0.id, title: $0.title, year: $0.year, note: nil, addedAt: Date(timeIntervalSince1970: 1_700_000_000))
            }
            return WatchlistScreen(model: MockWatchlistScreenModel(entries: entries), authScreens: self)
        }
    }

    func makeLogInScreen() -> any Screen {
        MessageScreen("(watchlist-dev stand-in) Log-in lives in the Auth feature; run without --signed-out to be signed in as \"dev\".")
    }

    func makeAccountScreen() -> any Screen {
        makeLogInScreen()
    }
}
