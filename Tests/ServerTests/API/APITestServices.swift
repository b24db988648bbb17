import APIContract
import APIRouting
import Auth
import AuthInterface
import AuthWeb
import Hummingbird
import MoviesInterface
import MoviesTesting
import MoviesWeb
import ReadCache
import Scrobbling
import ScrobblingTesting
import ScrobblingWeb
import Series
import SeriesTesting
import Watchlist
import WatchlistHistory
import WatchlistTesting
import WatchlistWeb
import WebServer

/// The whole API on in-memory fakes (``WatchlistAPITests/Accounts``, the fixture catalog,
/// in-memory lists, shares and hooks): every feature's routes on one ``ServerRouter``, for
/// tests of the router alone. With `failingMovies`, every catalog call fails with a detail that
/// must not reach a client.
enum APITestServices {
    /// Every feature's errors, as the server's root gives them.
    static let errors: [any HTTPErrorMapping] = [AuthHTTPErrors(), MoviesHTTPErrors(), WatchlistHTTPErrors(), ScrobblingHTTPErrors()]

    static func router(cache: ReadCache, failingMovies: Bool = false, throttle: LogInThrottle = LogInThrottle()) -> Router<ServerRequestContext> {
        let accounts = WatchlistAPITests.Accounts()
        let catalog = failingMovies ? FixtureMovieCatalog(failure: .invalidResponse(reason: "secret detail")) : FixtureMovieCatalog()
        let movies = FixtureMovieService(catalog: catalog)
        let repository = InMemoryWatchlistRepository()
        let shares = InMemoryListShareRepository()
        let hooks = InMemoryHookRepository()
        let recorder = PlaybackRecorder(movies: { movies }, store: repository)
        let episodes = EpisodePlaybackRecorder(catalog: EmbeddedSeriesCatalog(), store: InMemorySeriesRepository())
        let routes: [any APIRoutes] = [
            AccountRoutes(accounts: accounts, throttle: throttle, cache: cache, catalog: movies.catalogSource.rawValue),
            MovieRoutes(movies: movies),
            WatchlistRoutes(
                lists: { profile in
                    ProfileWatchlistService(
                        profiles: WatchlistAPITests.Signed(profile: profile), movies: { movies }, storedMovies: { InMemoryMovieRepository() },
                        directory: accounts, shares: shares, repository: repository
                    )
                },
                sharing: { profile in ProfileListSharing(profiles: WatchlistAPITests.Signed(profile: profile), directory: accounts, repository: shares) },
                cache: cache
            ),
            HookRoutes(
                hooks: { profile in
                    ProfileHooks(profiles: WatchlistAPITests.Signed(profile: profile), repository: hooks, secrets: PlainSecrets(), recorder: recorder, episodes: [episodes])
                },
                // Five at once, then one a minute: the flood test's eight requests stay inside
                // one refill however slowly a loaded machine runs them.
                receiver: HookReceiver(
                    repository: hooks, secrets: PlainSecrets(), recorder: recorder, episodes: [episodes], limit: HookRateLimit(.init(perMinute: 1, burst: 5))
                ),
                movieID: { text in try movies.movieID(parsing: text) }, cache: cache
            ),
        ]
        return ServerRouter.router(accounts: accounts, routes: routes, errors: errors, cache: cache, document: ServedDocument())
    }

    /// The application, its read cache running beside it as the server runs it.
    static func application(failingMovies: Bool = false, throttle: LogInThrottle = LogInThrottle()) -> some ApplicationProtocol {
        let cache = ReadCache(channel: ProcessInvalidationChannel())
        return Application(router: router(cache: cache, failingMovies: failingMovies, throttle: throttle), services: [cache])
    }
}
