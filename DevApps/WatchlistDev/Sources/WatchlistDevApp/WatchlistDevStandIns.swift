import AuthInterface
import Foundation
import MoviesInterface
import MoviesTesting
import TerminalUI
import TerminalUIInterface
import WatchlistInterface
import WatchlistScreens
import WatchlistTesting

/// Where `watchlist` logs in (the Auth feature's screens), a message.
struct LogInStandIn: AuthScreenBuildable {
    nonisolated init() {}

    func makeLogInScreen() -> any Screen {
        MessageScreen("(watchlist-dev stand-in) Log-in lives in the Auth feature; run without --signed-out to be signed in as \"dev\".")
    }

    func makeAccountScreen() -> any Screen {
        makeLogInScreen()
    }
}

/// The real list screen on a mock model: three fixed entries, its actions only recorded.
struct MockListScreens: WatchlistScreenBuildable {
    nonisolated init() {}

    func makeWatchlistScreen() -> any Screen {
        let entries = Movie.fixtures.prefix(3).map {
            WatchlistEntry(movieID: $0.id, title: $0.title, year: $0.year, note: nil, addedAt: Date(timeIntervalSince1970: 1_700_000_000))
        }
        return WatchlistScreen(model: MockWatchlistScreenModel(entries: entries), authScreens: LogInStandIn())
    }
}
