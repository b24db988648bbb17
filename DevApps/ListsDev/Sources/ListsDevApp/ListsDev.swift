// `lists-dev`: the Lists feature's own value (`ListsAppFeature`), registered as `watchlist`
// registers it. DevComposition builds the rest: the command, the root, `--database` and the
// advice.
import AppComposition
import AuthInterface
import AuthTesting
import DevComposition
import Injection
import ListsApp
import ListsPorts
import ListsTesting

/// The Lists dev app: the feature as `watchlist` has it, signed in as the fixture profile,
/// its lists in memory for one run, or in the SQLite file `--database` names.
public enum ListsDev: DevApp {
    public static let feature: any AppFeature.Type = ListsAppFeature.self
    public static let executable = "lists-dev"
    public static let abstract = "Run the Lists feature alone, in memory or on a SQLite file."
    public static let discussion = """
        The feature as `watchlist` has it, signed in as the fixture profile, with fixture \
        catalogs: films fixture:1 to fixture:5 (Alien, Aliens, The Matrix, Amélie, Spirited \
        Away), and tt0068646, tt0111161, tt0133093, tt0903747 and tt0475784 by IMDb id. \
        Rule-based lists read a fixture library: The Godfather (Crime, Drama; watched, \
        rated 10), The Shawshank Redemption (Drama; watched, 9) and The Matrix (Action, \
        Sci-Fi; not watched). The other profiles are `sam`, a collaborator to name. With no arguments \
        on a terminal it opens the feature's screen. In memory, lists last for one run, so try \
        the screen, or use --database to keep them.

        Examples:
          lists-dev lists new "Date night"
          lists-dev --database /tmp/lists.sqlite lists add "Date night" tt0068646
          lists-dev --database /tmp/lists.sqlite lists show "Date night"
          lists-dev lists new "Dramas" --rule genre=Drama --rule watched=yes
          lists-dev --database /tmp/lists.sqlite lists collaborators "Date night" sam --edit
        """
    public static func profiles(_ wiring: DevWiring) -> (any CurrentProfileProviding)? { SignedInProfile() }

    /// Fixtures for what other features would give the feature: the catalogs that name titles
    /// (``FixtureCatalogs``) and, in place of the Watchlist feature's films, the library
    /// rule-based lists read, and the Auth feature's profiles, for collaborators.
    public static func registerFixtures(in container: Container, host: AppHost, wiring: DevWiring) async throws {
        FixtureCatalogs.register(in: container)
        container.register((any TitleLibrary).self, instance: FixtureLibrary.standard)
        container.register((any ProfileDirectory).self, instance: FixedProfileDirectory())
    }
}
