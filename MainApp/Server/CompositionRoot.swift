// The composition root of `watchlist-server`, and its only one: every dependency its command
// and routes use is made in this file, from a `ServerConfiguration`.
import Auth
import AuthInterface
import AuthCrypto
import Composition
import Foundation
import HTTPAPI
import Hummingbird
import Logging
import Movies
import MoviesInterface
import MoviesSQLite
import Watchlist
import WatchlistInterface

/// Builds `watchlist-server`'s object graph (the Composition Root pattern, for a third kind of
/// executable): the same feature services as the CLI, on shared storage (``ServerStores``:
/// SQLite or PostgreSQL), with tokens in place of the CLI's session and a watchlist service
/// made for each request's profile.
final class CompositionRoot: Sendable {
    let configuration: ServerConfiguration
    let logger: Logger
    private let clock: @Sendable () -> Date

    init(configuration: ServerConfiguration, logger: Logger, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.configuration = configuration
        self.logger = logger
        self.clock = clock
    }

    /// The container for what ArgumentParser creates: the runner, deferring to the root.
    func makeContainer() -> Container {
        let container = Container()
        container.register(ServerRunner.self) { _ in ServerRunner(root: self) }
        return container
    }

    /// Opens the configured storage, migrated.
    func openStores() async throws -> ServerStores {
        try await ServerStores.open(configuration.storage, logger: logger)
    }

    func accounts(_ stores: ServerStores) -> any TokenAuthenticating {
        TokenAuthService(
            profiles: stores.profiles, hasher: PBKDF2PasswordHasher(), tokens: stores.tokens, minting: SHA256TokenMinting(),
            lifetime: configuration.tokenLifetime, now: clock
        )
    }

    /// The imported IMDb catalog when `--catalog` names one, else the embedded catalog: the
    /// server answers with no network and no set-up. It stays a local SQLite file even when
    /// the rest is on PostgreSQL: reference data that each server reads and never writes.
    func movies(_ stores: ServerStores) throws -> any MovieService {
        let catalog: any MovieCatalog = if let path = configuration.catalogPath {
            try IMDbCatalogImporter(catalogPath: path).openCatalog(orThrow: ServerStartError.noCatalog(path: path))
        } else {
            try EmbeddedMovieCatalog.open()
        }
        return CatalogMovieService(catalog: catalog, repository: stores.storedMovies)
    }

    func services(_ stores: ServerStores) throws -> APIServices {
        let movies = try movies(stores)
        let clock = clock
        return APIServices(
            accounts: accounts(stores), movies: movies,
            watchlist: { profile in
                ProfileWatchlistService(
                    profiles: TokenProfile(profile: profile), movies: { movies }, storedMovies: { stores.storedMovies },
                    directory: stores.profiles, shares: stores.shares, repository: stores.watchlist, now: clock
                )
            },
            sharing: { profile in ProfileListSharing(profiles: TokenProfile(profile: profile), directory: stores.profiles, repository: stores.shares) }
        )
    }

    /// The cache of verified tokens and list answers, fed by the stores' invalidation channel.
    func readCache(_ stores: ServerStores) -> ReadCache {
        ReadCache(channel: stores.invalidations, now: clock)
    }

    /// The application on `stores`, listening where the configuration says; `onListening`
    /// hears the port. `cache` runs beside it, as one of its services.
    func application(
        _ stores: ServerStores, cache: ReadCache, onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> Application<RouterResponder<APIRequestContext>> {
        Application(
            router: WatchlistAPI.router(try services(stores), cache: cache, throttle: LogInThrottle(now: clock)),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "watchlist-server"),
            services: [cache],
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }
}

/// The profile of the request's token, for a feature that asks who is signed in.
struct TokenProfile: CurrentProfileProviding {
    let profile: Profile
    func currentProfile() throws -> Profile? { profile }
}
