// `playback-dev`: the Playback feature's own value (`PlaybackAppFeature`), registered as `watchlist`
// registers it. DevComposition builds the rest: the command, the root, `--database` and the
// advice.
import AppComposition
import AuthInterface
import AuthTesting
import DevComposition
import Injection
import PlaybackApp

/// The Playback dev app: the feature as `watchlist` has it, signed in as the fixture profile,
/// its items in memory for one run, or in the SQLite file `--database` names.
public enum PlaybackDev: DevApp {
    public static let feature: any AppFeature.Type = PlaybackAppFeature.self
    public static let executable = "playback-dev"
    public static let abstract = "Run the Playback feature alone, in memory or on a SQLite file."
    public static let discussion = """
        The feature as `watchlist` has it, signed in as the fixture profile. With no arguments \
        on a terminal it opens the feature's screen. In memory, items last for one run, so try \
        the screen, or use --database to keep them.

        Examples:
          playback-dev playback add "first item"
          playback-dev --database /tmp/playback.sqlite playback list
        """
    public static func profiles(_ wiring: DevWiring) -> (any CurrentProfileProviding)? { SignedInProfile() }

    /// Fixtures for what other features would give the feature: none yet. Register them here,
    /// after the feature's own registrations, which they replace.
    public static func registerFixtures(in container: Container, host: AppHost, wiring: DevWiring) async throws {}
}
