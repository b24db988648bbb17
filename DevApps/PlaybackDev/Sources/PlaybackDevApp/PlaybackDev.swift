// `playback-dev`: the Playback feature's own value (`PlaybackAppFeature`), registered as `watchlist`
// registers it. DevComposition builds the rest: the command, the root, `--database` and the
// advice.
import AppComposition
import AuthInterface
import AuthTesting
import DevComposition
import Injection
import PlaybackApp
import WatchlistTesting
import WatchlistInterface

/// The Playback dev app: the feature as `watchlist` has it, signed in as the fixture profile,
/// its apps in memory for one run, or in the SQLite file `--database` names.
public enum PlaybackDev: DevApp {
    public static let feature: any AppFeature.Type = PlaybackAppFeature.self
    public static let executable = "playback-dev"
    public static let abstract = "Run the Playback feature alone, in memory or on a SQLite file."
    public static let discussion = """
        The feature as `watchlist` has it, signed in as the fixture profile. In memory, apps \
        last for one run; use --database to keep them. Its tokens are random, but hashed by a \
        stand-in: a server accepts no token made here.

        Examples:
          playback-dev apps add Kodi --scope scrobble
          playback-dev --database /tmp/playback.sqlite apps list
          playback-dev progress
        """
    public static func profiles(_ wiring: DevWiring) -> (any CurrentProfileProviding)? { SignedInProfile() }

    /// What the Auth and Watchlist features give it in `watchlist`: the secrets' minting, and
    /// the films' recorder, here stand-ins (no film matches: the dev app has no list).
    public static func registerFixtures(in container: Container, host: AppHost, wiring: DevWiring) async throws {
        container.register((any SecretMinting).self, instance: DevSecrets())
        container.register((any PlaybackRecording).self, instance: UnmatchedMovies())
    }
}
