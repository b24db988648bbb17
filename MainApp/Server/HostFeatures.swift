import AuthServer
import MoviesServer
import ScrobblingServer
import ServerComposition
import WatchlistServer

/// The features that own the server's extension points, which every other feature plugs into:
/// films, profiles, the lists and the hooks. Their order is their schemas' (profiles before the
/// lists that name them), and their navigation's after the home page.
enum HostFeatures {
    static var all: [any ServerFeature.Type] {
        [MoviesServerFeature.self, AuthServerFeature.self, WatchlistServerFeature.self, ScrobblingServerFeature.self]
    }
}
