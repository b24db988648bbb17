// `movies-dev`: the Movies feature's own value (`MoviesAppFeature`), registered as `watchlist`
// registers it, on the fixture catalog unless `--catalog` or `--fixture-server` says
// otherwise. DevComposition builds the rest.
import AppComposition
import AuthInterface
import AuthTesting
import DevComposition
import Injection
import MoviesApp
import MoviesInterface
import MoviesPorts
import MoviesTMDB
import MoviesTesting
import Networking
import TMDB
import TMDBFixtureServer
import TerminalUI
import TerminalUIInterface

/// The Movies dev app: the feature as `watchlist` has it, on the fixture catalog (five films),
/// the catalog `--catalog` names, or TMDB's look-alike on 127.0.0.1, with the films people
/// touched in memory for one run or in the SQLite file `--database` names.
public enum MoviesDev: DevApp {
    public typealias Wiring = MoviesDevWiring
    public static let feature: any AppFeature.Type = MoviesAppFeature.self
    public static let executable = "movies-dev"
    public static let abstract = "Run the Movies feature alone, on fixtures or real catalogs."
    public static let discussion = """
        The feature as `watchlist` has it. With no arguments on a terminal it opens the \
        search screen.

        Examples:
          movies-dev search alien
          movies-dev --catalog offline search godfather
          movies-dev show offline:1 --catalog offline --database /tmp/movies.sqlite
          movies-dev --fixture-server search matrix
          movies-dev --fixture-server cast tmdb:603 --json
          movies-dev catalog build title.basics.tsv.gz title.ratings.tsv.gz --catalog-file /tmp/c.sqlite
          movies-dev --catalog imdb --catalog-file /tmp/c.sqlite search godfather
        """
    public static func profiles(_ wiring: MoviesDevWiring) -> (any CurrentProfileProviding)? { SignedInProfile() }

    public static func catalog(_ wiring: MoviesDevWiring, environment: [String: String]) throws -> AppCatalog {
        switch wiring.catalog {
        case .fixture, .offline: .offline
        case .imdb: .imdb(path: wiring.catalogFile)
        case .tmdb: .tmdb(try TMDBConfiguration.from(environment: environment, timeout: wiring.requestTimeout))
        }
    }

    public static func builtCatalogPath(_ wiring: MoviesDevWiring) -> String { wiring.catalogFile }

    /// The fixture catalog in place of `--catalog`'s, or TMDB's look-alike, started for the run;
    /// and a stand-in for the Watchlist feature's screen that adds a film to the list.
    public static func registerFixtures(in container: Container, host: AppHost, wiring: MoviesDevWiring) async throws {
        container.register((any AddToListScreenBuildable).self, instance: AddToListStandIn())
        if wiring.fixtureServer {
            let server = try await TMDBFixtureServer.start()
            let configuration = TMDBConfiguration(baseURL: server.baseURL, token: TMDBFixtureServer.token, timeout: wiring.requestTimeout)
            container.register(TMDBFixtureServer.self, instance: server)
            container.register((any MovieCatalog).self, instance: TMDBMovieCatalog(configuration: configuration, http: host.http))
            container.register((any NamesFetchable).self, instance: TMDBCreditsClient(configuration: configuration, http: host.http))
        } else if wiring.catalog == .fixture {
            container.register((any MovieCatalog).self, instance: FixtureMovieCatalog())
            container.register((any NamesFetchable).self, instance: FixtureMovieCatalog())
        }
    }

    /// On its own options: TMDB's look-alike, where `watchlist` would need a token.
    public static func advice(for error: any Error) -> String? {
        switch error {
        case CatalogChoiceError.missingToken(let variable): "Set \(variable), or add --fixture-server to use the loopback TMDB look-alike."
        case MovieServiceError.otherCatalog(let id, _) where id.source == .fixture: "Run the command with --catalog fixture."
        default: nil
        }
    }
}

/// Where `watchlist` adds a film to the list (the Watchlist feature's screen), a message.
struct AddToListStandIn: AddToListScreenBuildable {
    nonisolated init() {}

    func makeAddToListScreen(for id: MovieID) -> any Screen {
        MessageScreen("(movies-dev stand-in) The full app would add \(id) to your watchlist here.")
    }
}
