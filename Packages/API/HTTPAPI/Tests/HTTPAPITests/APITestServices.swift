import AuthInterface
import Hummingbird
import MoviesInterface
import MoviesTesting
import ReadCache
import Scrobbling
import ScrobblingTesting
import Watchlist
import WatchlistTesting
@testable import HTTPAPI

/// The API on in-memory fakes (``WatchlistAPITests/Accounts``, the fixture catalog, in-memory
/// lists, shares and hooks), for tests of the router alone. With `failingMovies`, every catalog call
/// fails with a detail that must not reach a client.
enum APITestServices {
    static func make(failingMovies: Bool = false) -> APIServices {
        let accounts = WatchlistAPITests.Accounts()
        let catalog = failingMovies ? FixtureMovieCatalog(failure: .invalidResponse(reason: "secret detail")) : FixtureMovieCatalog()
        let movies = FixtureMovieService(catalog: catalog)
        let repository = InMemoryWatchlistRepository()
        let shares = InMemoryListShareRepository()
        let hooks = InMemoryHookRepository()
        let recorder = PlaybackRecorder(movies: { movies }, store: repository)
        return APIServices(
            accounts: accounts, movies: movies,
            watchlist: { profile in
                ProfileWatchlistService(
                    profiles: WatchlistAPITests.Signed(profile: profile), movies: { movies }, storedMovies: { InMemoryMovieRepository() },
                    directory: accounts, shares: shares, repository: repository
                )
            },
            sharing: { profile in ProfileListSharing(profiles: WatchlistAPITests.Signed(profile: profile), directory: accounts, repository: shares) },
            hooks: { profile in
                ProfileHooks(profiles: WatchlistAPITests.Signed(profile: profile), repository: hooks, secrets: PlainSecrets(), recorder: recorder)
            },
            receiver: HookReceiver(repository: hooks, secrets: PlainSecrets(), recorder: recorder, limit: HookRateLimit(.init(perMinute: 60, burst: 5)))
        )
    }

    /// The application, its read cache running beside it as the server runs it.
    static func application() -> some ApplicationProtocol {
        let cache = ReadCache(channel: ProcessInvalidationChannel())
        return Application(router: WatchlistAPI.router(make(), cache: cache), services: [cache])
    }
}
