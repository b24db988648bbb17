import Auth
import AuthInterface
import AuthLive
import Foundation
import HTTPAPI
import Hummingbird
import Logging
import Movies
import MoviesInterface
import MoviesLive
import Storage
import Watchlist
import WatchlistInterface
import WatchlistLive

/// Builds `watchlist-server`'s object graph (seed 000's Composition Root, for a third kind of
/// executable): the same feature services as the CLI, on one database, with tokens in place of
/// the CLI's session and a watchlist service made for each request's profile.
final class CompositionRoot: Sendable {
    let configuration: ServerConfiguration
    let database: DatabaseProvider
    let logger: Logger
    private let clock: @Sendable () -> Date

    init(configuration: ServerConfiguration, logger: Logger, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.configuration = configuration
        self.logger = logger
        self.clock = clock
        // Requests read side by side on a pool of connections; the CLI's one connection would
        // serialize them (the token check alone reached 11% of /health's throughput).
        database = DatabaseProvider(location: configuration.databaseLocation, migrations: Self.migrations, readers: .pool)
    }

    /// Every feature's schema, and the tokens'.
    static var migrations: [DatabaseMigration] {
        SQLiteMovieRepository.migrations + SQLiteProfileRepository.migrations + SQLiteAccessTokenStore.migrations
            + SQLiteWatchlistRepository.migrations
    }

    var accounts: any TokenAuthenticating {
        TokenAuthService(
            profiles: SQLiteProfileRepository(database: database), hasher: PBKDF2PasswordHasher(),
            tokens: SQLiteAccessTokenStore(database: database), minting: SHA256TokenMinting(),
            lifetime: configuration.tokenLifetime, now: clock
        )
    }

    /// The imported IMDb catalog when `--catalog` names one, else the embedded catalog: the
    /// server answers with no network and no set-up.
    func movies() throws -> any MovieService {
        let catalog: any MovieCatalog = if let path = configuration.catalogPath {
            try IMDbCatalogImporter(catalogPath: path).openCatalog(orThrow: ServerStartError.noCatalog(path: path))
        } else {
            try EmbeddedMovieCatalog.open()
        }
        return CatalogMovieService(catalog: catalog, repository: SQLiteMovieRepository(database: database))
    }

    func services() throws -> APIServices {
        let movies = try movies()
        let repository = SQLiteWatchlistRepository(database: database)
        let storedMovies = SQLiteMovieRepository(database: database)
        let directory = SQLiteProfileRepository(database: database)
        let shares = SQLiteListShareRepository(database: database)
        let clock = clock
        return APIServices(
            accounts: accounts, movies: movies,
            watchlist: { profile in
                ProfileWatchlistService(
                    profiles: TokenProfile(profile: profile), movies: { movies }, storedMovies: { storedMovies },
                    directory: directory, shares: shares, repository: repository, now: clock
                )
            },
            sharing: { profile in ProfileListSharing(profiles: TokenProfile(profile: profile), directory: directory, repository: shares) }
        )
    }

    /// The application, listening where the configuration says; `onListening` hears the port.
    func application(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) throws -> Application<RouterResponder<APIRequestContext>> {
        _ = try database.writer()  // opened and migrated now, so a bad file stops the start, not a request
        return Application(
            router: WatchlistAPI.router(try services(), throttle: LogInThrottle(now: clock)),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "watchlist-server"),
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
