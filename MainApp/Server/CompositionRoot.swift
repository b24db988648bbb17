// The composition root of `watchlist-server`, and its only one: every dependency its command
// and routes use is made in this file, from a `ServerConfiguration`.
import Auth
import AuthCrypto
import AuthInterface
import AuthWeb
import Injection
import Foundation
import HTTPAPI
import Hummingbird
import Logging
import Movies
import MoviesInterface
import MoviesPorts
import MoviesSQLite
import MoviesWeb
import ReadCache
import Scrobbling
import ScrobblingInterface
import ScrobblingPorts
import ScrobblingWeb
import Watchlist
import WatchlistInterface
import WatchlistWeb
import WebUI

/// Builds `watchlist-server`'s object graph (the Composition Root pattern, for a third kind of
/// executable): the same feature services as the CLI, on shared storage (``Repositories``:
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
        container.register(ProfileAdministration.self) { _ in ProfileAdministration(root: self) }
        return container
    }

    /// Builds the application in the shape of hummingbird-examples' `buildApplication`: opens
    /// the configured storage (migrated, so that a bad file or an unreachable PostgreSQL stops
    /// the start, not a request), makes the features' services on it, the router and the read
    /// cache, and gives the application the services that run beside the HTTP server: the
    /// storage's (PostgreSQL's pool) and the cache. Running the application runs them all; a
    /// graceful shutdown stops the HTTP server first, once the requests in flight are answered,
    /// and the pool last. `onListening` hears the port. Tests call this directly.
    func buildApplication(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws -> ServerApplication {
        let repositories = try await Repositories.open(configuration.storage, logger: logger)
        let cache = ReadCache(channel: repositories.invalidations, now: clock)
        let throttle = LogInThrottle(now: clock)
        let services = try services(repositories)
        let application = Application(
            router: WatchlistAPI.router(services, cache: cache, throttle: throttle, site: try site(services, repositories: repositories, throttle: throttle)),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "watchlist-server"),
            services: repositories.services + [cache],
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        return ServerApplication(application: application, cache: cache)
    }

    /// The accounts every front end uses: visitors may not sign up when `--signups closed`.
    func accounts(_ repositories: Repositories) -> any TokenAuthenticating {
        let accounts = administeredAccounts(repositories)
        return configuration.signUps == .open ? accounts : ClosedSignUps(accounts)
    }

    /// The accounts as the server's administration sees them, whatever the sign-up policy.
    func administeredAccounts(_ repositories: Repositories) -> TokenAuthService {
        TokenAuthService(
            profiles: repositories.profiles, hasher: PBKDF2PasswordHasher(), tokens: repositories.tokens, minting: SHA256TokenMinting(),
            lifetime: configuration.tokenLifetime, now: clock
        )
    }

    /// The imported IMDb catalog when `--catalog` names one, else the embedded catalog: the
    /// server answers with no network and no set-up. It stays a local SQLite file even when
    /// the rest is on PostgreSQL: reference data that each server reads and never writes.
    func movies(_ repositories: Repositories) throws -> any MovieService {
        let catalog: any MovieCatalog = if let path = configuration.catalogPath {
            try IMDbCatalogImporter(catalogPath: path).openCatalog(orThrow: ServerStartError.noCatalog(path: path))
        } else {
            try EmbeddedMovieCatalog.open()
        }
        return CatalogMovieService(catalog: catalog, repository: repositories.storedMovies)
    }

    func services(_ repositories: Repositories) throws -> APIServices {
        let movies = try movies(repositories)
        let recorder = PlaybackRecorder(movies: { movies }, store: repositories.playbacks, now: clock)
        return APIServices(
            accounts: accounts(repositories), movies: movies,
            watchlist: { profile in self.watchlist(of: profile, movies: movies, repositories: repositories) },
            sharing: { profile in ProfileListSharing(profiles: TokenProfile(profile: profile), directory: repositories.profiles, repository: repositories.shares) },
            hooks: { profile in
                ProfileHooks(profiles: TokenProfile(profile: profile), repository: repositories.hooks, secrets: SHA256TokenMinting(), recorder: recorder, now: self.clock)
            },
            receiver: HookReceiver(repository: repositories.hooks, secrets: SHA256TokenMinting(), recorder: recorder, limit: HookRateLimit(configuration.hookLimits))
        )
    }

    /// The list of `profile`, made for each request.
    func watchlist(of profile: Profile, movies: any MovieService, repositories: Repositories) -> ProfileWatchlistService {
        ProfileWatchlistService(
            profiles: TokenProfile(profile: profile), movies: { movies }, storedMovies: { repositories.storedMovies },
            directory: repositories.profiles, shares: repositories.shares, repository: repositories.watchlist, now: clock
        )
    }

    /// The web page: each feature's pages, joined here. One feature's page reaches another's
    /// through ``WebLinks``, the Interface protocols this root conforms to.
    func site(_ services: APIServices, repositories: Repositories, throttle: LogInThrottle) throws -> WebSite {
        let auth = try AuthPages(accounts: services.accounts, throttle: throttle, signUpsOpen: configuration.signUps == .open, home: WatchlistPages.listPath)
        let movies = try MoviesPages(movies: services.movies, actions: WebLinks())
        let watchlist = try WatchlistPages(
            lists: { profile in self.watchlist(of: profile, movies: services.movies, repositories: repositories) },
            shares: services.sharing, files: ArchiveFiles(), movies: WebLinks(), today: { [clock] in CalendarDay(containing: clock()) }
        )
        let hooks = try HookPages(hooks: services.hooks, movieID: { text in try services.movies.movieID(parsing: text) })
        let layout = try Layout(navigation: WebLinks.navigation, logInPage: AuthPages.logInPath, logOutAction: AuthPages.logOutPath)
        return WebSite(
            routes: auth.routes + movies.routes + watchlist.routes + hooks.routes, layout: layout, home: WatchlistPages.listPath,
            logInPage: { next in AuthPages.logInPage(next: next) }, secureCookies: configuration.secureCookies
        )
    }
}

/// How one feature's pages link to another's: the Interface protocols that a feature's pages
/// ask for, answered from the other feature's own paths.
struct WebLinks: MoviesWebLinks, FilmPageActions {
    /// The navigation of every page: each feature's own entries, the list first.
    static let navigation: [Layout.Link] = Array(WatchlistPages.navigation.prefix(1)) + MoviesPages.navigation + Array(WatchlistPages.navigation.dropFirst())
        + HookPages.navigation

    func filmPage(_ id: MovieID) -> String { MoviesPages.filmPage(id) }
    func searchPage(query: String?) -> String { MoviesPages.searchPage(query: query) }
    var addToListAction: String { WatchlistPages.addPath }
}

/// What ``CompositionRoot/buildApplication(onListening:)`` builds: the application to run, and
/// its read cache, which tests wait on to listen before they write from another server.
struct ServerApplication: Sendable {
    let application: Application<RouterResponder<APIRequestContext>>
    let cache: ReadCache
}

/// The profile of the request's token, for a feature that asks who is signed in.
struct TokenProfile: CurrentProfileProviding {
    let profile: Profile
    func currentProfile() throws -> Profile? { profile }
}

/// Auth's token minting makes the hooks' secrets too: the Scrobbling feature owns the
/// protocol and knows no cryptography, and this root joins the two.
extension SHA256TokenMinting: @retroactive HookSecretMinting {}
