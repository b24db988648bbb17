// `auth-dev`: the Auth feature's own value (`AuthAppFeature`), registered as `watchlist`
// registers it. DevComposition builds the rest.
import AppComposition
import AuthApp
import AuthInterface
import DevComposition
import Injection

/// The Auth dev app: the feature as `watchlist` has it (profiles, the session, PBKDF2), on a
/// database in memory for one run or in the SQLite file `--database` names. It owns profiles,
/// so who is signed in is its own answer, and it needs no fixture.
public enum AuthDev: DevApp {
    public static let feature: any AppFeature.Type = AuthAppFeature.self
    public static let executable = "auth-dev"
    public static let abstract = "Run the Auth feature alone, in memory or on an SQLite file."
    public static let discussion = """
        The feature as `watchlist` has it. With no arguments on a terminal it opens the \
        account screen. In memory, profiles last for one run, so try the screen, or use \
        --database to keep them.

        Examples:
          auth-dev
          printf 'longpassword\\n' | auth-dev signup ada --password-stdin --database /tmp/auth.sqlite
          auth-dev whoami --database /tmp/auth.sqlite
        """
    public static func profiles(_ wiring: DevWiring) -> (any CurrentProfileProviding)? { nil }

    public static func registerFixtures(in container: Container, host: AppHost, wiring: DevWiring) async throws {}
}
