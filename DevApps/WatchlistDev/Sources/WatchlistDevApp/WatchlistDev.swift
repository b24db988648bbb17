// `watchlist-dev`: the Watchlist feature's own value (`WatchlistAppFeature`), registered as
// `watchlist` registers it, on fixtures for what Auth and Movies give it there.
// DevComposition builds the rest.
import AppComposition
import AuthInterface
import AuthTesting
import DevComposition
import Injection
import MoviesInterface
import MoviesPorts
import MoviesTesting
import WatchlistApp
import WatchlistInterface

/// The Watchlist dev app: the feature as `watchlist` has it, signed in as the fixture profile
/// "dev" (or no one, `--signed-out`), on the fixture catalog's five films, with the list in
/// memory for one run or in the SQLite file `--database` names; the list screen on the
/// service, or on a mock model (`--model mock`).
public enum WatchlistDev: DevApp {
    public typealias Wiring = WatchlistDevWiring
    public static let feature: any AppFeature.Type = WatchlistAppFeature.self
    public static let executable = "watchlist-dev"
    public static let abstract = "Run the Watchlist feature alone, signed in as \"dev\", on fixture films."
    public static let discussion = """
        The feature as `watchlist` has it. With no arguments on a terminal it opens the list \
        screen. Films are the fixture catalog's (fixture:1 to fixture:5); profiles to share \
        with are "dev" and "sam".

        Examples:
          watchlist-dev --database /tmp/wl.sqlite add fixture:1
          watchlist-dev --database /tmp/wl.sqlite list --json
          watchlist-dev --model mock
        """

    public static func profiles(_ wiring: WatchlistDevWiring) -> (any CurrentProfileProviding)? {
        SignedInProfile(wiring.signedOut ? nil : .fixture)
    }

    /// The Movies feature's films and the Auth feature's profiles and log-in screen, as
    /// fixtures; the list screen's mock model when `--model mock`.
    public static func registerFixtures(in container: Container, host: AppHost, wiring: WatchlistDevWiring) async throws {
        container.register((any MovieService).self, instance: FixtureMovieService())
        container.register((any StoredMovies).self, instance: InMemoryMovieRepository(movies: Movie.fixtures))
        container.register((any ProfileDirectory).self, instance: FixedProfileDirectory())
        container.register((any AuthScreenBuildable).self, instance: LogInStandIn())
        if wiring.model == .mock {
            container.register((any WatchlistScreenBuildable).self, instance: MockListScreens())
        }
    }

    /// On its fixtures: the signed-out path it was asked for, and the films it knows.
    public static func advice(for error: any Error) -> String? {
        switch error {
        case AuthError.notLoggedIn: "Run without --signed-out to be signed in as \"dev\"."
        case MovieCatalogError.notFound: "The fixture films are fixture:1 to fixture:5."
        default: nil
        }
    }
}
