import AppComposition
import AuthApp
import MoviesApp
import ScrobblingApp
import WatchlistApp

/// The features that own `watchlist`'s extension points, which every other feature plugs into:
/// films, profiles, the lists and the hooks. Their order is their schemas' (profiles before the
/// lists that name them) and their commands' in `--help`.
enum HostFeatures {
    static var all: [any AppFeature.Type] {
        [MoviesAppFeature.self, AuthAppFeature.self, WatchlistAppFeature.self, ScrobblingAppFeature.self]
    }
}
