// The composition root of `watchlist-server`, and its only one: every dependency its commands,
// routes and pages use is made in this file, from a `ServerConfiguration`. A feature that plugs
// itself in is named only in ServerFeatures.swift, which scripts/feature-list writes; its
// routes, pages, errors, navigation and schema come from its own value.
import APIContract
import APIRouting
import AppSchema
import Auth
import AuthCrypto
import AuthInterface
import AuthPorts
import AuthPostgres
import AuthSQLite
import AuthWeb
import Foundation
import Hummingbird
import Injection
import Logging
import Movies
import MoviesInterface
import MoviesPorts
import MoviesPostgres
import MoviesSQLite
import MoviesWeb
import PostgresStorage
import ReadCache
import ReadCachePostgres
import ReadCacheSQLite
import Scrobbling
import ScrobblingInterface
import ScrobblingPorts
import ScrobblingPostgres
import ScrobblingSQLite
import ScrobblingWeb
import ServiceLifecycle
import Storage
import Watchlist
import WatchlistArchive
import WatchlistHistory
import WatchlistInterface
import WatchlistPorts
import WatchlistPostgres
import WatchlistSQLite
import WatchlistWeb
import WebServer
import WebUI
import ServerComposition

/// Builds `watchlist-server`'s object graph (the Composition Root pattern, for a server): the
/// same feature services as the CLI, on shared storage (``Repositories``: SQLite or
/// PostgreSQL), with tokens in place of the CLI's session and a list service made for each
/// request's profile. The entry point calls ``buildApplication(onListening:)`` directly.
struct ServerRoot: Sendable {
    let configuration: ServerConfiguration
    let logger: Logger
    let clock: @Sendable () -> Date

    init(configuration: ServerConfiguration, logger: Logger, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.configuration = configuration
        self.logger = logger
        self.clock = clock
    }

    /// Builds the application in the shape of hummingbird-examples' `buildApplication`: opens
    /// the configured storage (migrated, so that a bad file or an unreachable PostgreSQL stops
    /// the start, not a request), makes the features' services on it, their routes and pages
    /// on one router, and the read cache, and gives the application the services that run
    /// beside the HTTP server: the storage's (PostgreSQL's pool) and the cache. Running the
    /// application runs them all; a graceful shutdown stops the HTTP server first, once the
    /// requests in flight are answered, and the pool last. `onListening` hears the port.
    func buildApplication(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws -> ServerApplication {
        let repositories = try await Repositories.open(configuration.storage, logger: logger)
        let cache = ReadCache(channel: repositories.invalidations, now: clock)
        // The listed features first: what they contribute to the others' extension points is
        // read as the hand-wired features are made.
        let host = ServerHost(storage: repositories.storage, cache: cache, now: clock, catalogPath: configuration.catalogPath)
        let contributions = Container()
        let listed = try ServerFeatures.all.map { try $0.parts(on: host, contributions: contributions) }
        let services = try services(repositories, contributions: contributions)
        let router = ServerRouter.router(
            accounts: services.accounts, routes: routes(services, cache: cache) + listed.flatMap(\.routes), errors: errors, cache: cache,
            document: try Self.document(),
            site: try site(services, contributions: contributions, pages: listed.flatMap(\.pages))
        )
        let application = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "watchlist-server"),
            services: repositories.services + [cache],
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        return ServerApplication(application: application, cache: cache)
    }

    /// Creates the profile `name` on the server's storage, whatever the sign-up policy: how a
    /// server with `--signups closed` gets its profiles (`profiles add`).
    func addProfile(name: String, password: String) async throws -> Profile {
        let repositories = try await Repositories.open(configuration.storage, logger: logger)
        return try await repositories.whileOpen { try await administeredAccounts(repositories).createProfile(name: name, password: password) }
    }

    // MARK: Services

    /// The features' services on one storage, made once; a list, its shares and its hooks are
    /// made for each request's profile.
    struct Services: Sendable {
        let accounts: any TokenAuthenticating
        let throttle: LogInThrottle
        let movies: any MovieService
        let watchlist: @Sendable (Profile) -> ProfileWatchlistService
        let sharing: @Sendable (Profile) -> any ListSharing
        let hooks: @Sendable (Profile) -> any HookManaging
        let receiver: any HookReceiving
    }

    /// The hand-wired features' services; the hooks record episodes with the recorders the
    /// listed features contributed.
    func services(_ repositories: Repositories, contributions: Container) throws -> Services {
        let movies = try movies(repositories)
        let recorder = PlaybackRecorder(movies: { movies }, store: repositories.playbacks, now: clock)
        let episodes = try contributions.resolve(Contributions<any EpisodePlaybackRecording>.self).all
        let clock = clock
        return Services(
            accounts: accounts(repositories), throttle: LogInThrottle(now: clock), movies: movies,
            watchlist: { profile in
                ProfileWatchlistService(
                    profiles: SignedInProfile(profile), movies: { movies }, storedMovies: { repositories.storedMovies },
                    directory: repositories.profiles, shares: repositories.shares, repository: repositories.watchlist, now: clock
                )
            },
            sharing: { profile in ProfileListSharing(profiles: SignedInProfile(profile), directory: repositories.profiles, repository: repositories.shares) },
            hooks: { profile in
                ProfileHooks(
                    profiles: SignedInProfile(profile), repository: repositories.hooks, secrets: SHA256TokenMinting(), recorder: recorder,
                    episodes: episodes, now: clock
                )
            },
            receiver: HookReceiver(
                repository: repositories.hooks, secrets: SHA256TokenMinting(), recorder: recorder, episodes: episodes, limit: HookRateLimit(configuration.hookLimits)
            )
        )
    }

    /// The accounts every front end uses: visitors may not sign up when `--signups closed`.
    func accounts(_ repositories: Repositories) -> any TokenAuthenticating {
        let accounts = administeredAccounts(repositories)
        return configuration.signUps == .open ? accounts : ClosedSignUps(accounts)
    }

    /// The accounts as the server's administration sees them, whatever the sign-up policy:
    /// PBKDF2 for passwords, SHA-256 tokens.
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
            try SQLiteMovieCatalog.open(builtAt: path, orThrow: ServerStartError.noCatalog(path: path))
        } else {
            try EmbeddedMovieCatalog.open()
        }
        return CatalogMovieService(catalog: catalog, repository: repositories.storedMovies)
    }

    // MARK: HTTP

    /// Each feature's errors, answered with its statuses on the API and the pages alike.
    var errors: [any HTTPErrorMapping] {
        [AuthHTTPErrors(), MoviesHTTPErrors(), WatchlistHTTPErrors(), ScrobblingHTTPErrors()]
            + ServerFeatures.all.flatMap { $0.errors }
    }

    /// The OpenAPI document `/openapi.yaml` serves: the shared one, which describes the
    /// hand-wired features' routes, with the listed features' parts.
    /// - Throws: ``OpenAPIPartError`` when a feature's part does not fit the document.
    static func document() throws -> ServedDocument {
        try ServedDocument(parts: ServerFeatures.all.compactMap { $0.openAPI })
    }

    /// Each feature's API routes.
    func routes(_ services: Services, cache: ReadCache) -> [any APIRoutes] {
        [
            AccountRoutes(accounts: services.accounts, throttle: services.throttle, cache: cache, catalog: services.movies.catalogSource.rawValue),
            MovieRoutes(movies: services.movies),
            WatchlistRoutes(lists: { [watchlist = services.watchlist] in watchlist($0) }, sharing: services.sharing, cache: cache),
            HookRoutes(hooks: services.hooks, receiver: services.receiver, movieID: { [movies = services.movies] in try movies.movieID(parsing: $0) }, cache: cache),
        ]
    }

    /// The web page: each feature's pages, joined here, and the listed features' `pages`, with
    /// what they contributed to the search, home and archive pages. One feature's page reaches
    /// another's through ``WebLinks``, the Interface protocols this root conforms to.
    func site(_ services: Services, contributions: Container, pages listed: [WebRoute]) throws -> WebSite {
        let auth = try AuthPages(accounts: services.accounts, throttle: services.throttle, signUpsOpen: configuration.signUps == .open, home: WatchlistPages.listPath)
        let movies = try MoviesPages(
            movies: services.movies, actions: WebLinks(), others: try contributions.resolve(Contributions<any OtherTitlesOnTheWeb>.self).all
        )
        let clock = clock
        let archives = try contributions.resolve(Contributions<@Sendable (Profile) -> any OtherTitleArchiving>.self).all
        let watchlist = try WatchlistPages(
            lists: { [watchlist = services.watchlist] in watchlist($0) }, shares: services.sharing, files: ArchiveFiles(), movies: WebLinks(),
            today: { CalendarDay(containing: clock()) }, sections: try contributions.resolve(Contributions<any HomePageSections>.self).all,
            others: { profile in archives.map { $0(profile) } }
        )
        let hooks = try HookPages(hooks: services.hooks, movieID: { [movies = services.movies] text in try movies.movieID(parsing: text) })
        let layout = try Layout(navigation: WebLinks.navigation, logInPage: AuthPages.logInPath, logOutAction: AuthPages.logOutPath)
        let routes: [[WebRoute]] = [
            auth.routes, movies.routes, watchlist.routes, hooks.routes,
        ]
        return WebSite(
            routes: routes.flatMap { $0 } + listed,
            layout: layout, home: WatchlistPages.listPath,
            logInPage: { next in AuthPages.logInPage(next: next) }, secureCookies: configuration.secureCookies, errors: errors
        )
    }
}

/// How one feature's pages link to another's: the Interface protocols that a feature's pages
/// ask for, answered from the other feature's own paths.
struct WebLinks: MoviesWebLinks, MoviePageActions {
    /// The navigation of every page: each feature's own entries, the list first.
    static let navigation: [Layout.Link] = [
        Array(WatchlistPages.navigation.prefix(1)), MoviesPages.navigation, Array(WatchlistPages.navigation.dropFirst()), HookPages.navigation,
    ].flatMap { $0 } + ServerFeatures.all.flatMap { $0.navigation }

    func moviePage(_ id: MovieID) -> String { MoviesPages.moviePage(id) }
    func searchPage(query: String?) -> String { MoviesPages.searchPage(query: query) }
    var addToListAction: String { WatchlistPages.addPath }
    var watchedAction: String { WatchlistPages.watchedPath }
}

/// What ``ServerRoot/buildApplication(onListening:)`` builds: the application to run, and
/// its read cache, which tests wait on to listen before they write from another server.
struct ServerApplication: Sendable {
    let application: Application<RouterResponder<ServerRequestContext>>
    let cache: ReadCache
}

/// Auth's token minting makes the hooks' secrets too: the Scrobbling feature owns the
/// protocol and knows no cryptography, and this root joins the two.
extension SHA256TokenMinting: @retroactive HookSecretMinting {}

// MARK: Storage

/// The repositories that the server's features share, on one storage: the only place that
/// knows SQLite from PostgreSQL. Everything above sees the features' protocols.
struct Repositories: Sendable {
    let profiles: any ProfileRepository
    let tokens: any AccessTokenStore
    let watchlist: any WatchlistRepository
    let shares: any ListShareRepository
    /// Where hooks' playbacks are recorded, in the lists' own storage.
    let playbacks: any PlaybackStore
    let hooks: any HookRepository
    let storedMovies: any MovieRepository
    /// The storage itself, for the listed features' repositories.
    let storage: ServerHost.Storage
    /// How this server hears of the writes of the others that share the storage.
    let invalidations: any InvalidationChannel
    /// What must run beside the HTTP server for the storage to work, as one of the
    /// application's services: PostgreSQL's pool, whose connections close when it stops;
    /// nothing for SQLite.
    let services: [any Service]

    /// Every feature's PostgreSQL schema; profiles come before the lists that name them.
    static var postgresMigrations: [PostgresMigration] {
        [
            PostgresMovieRepository.migrations, PostgresProfileRepository.migrations, PostgresWatchlistRepository.migrations,
            PostgresHookRepository.migrations,
        ].flatMap { $0 } + ServerFeatures.all.flatMap { $0.postgresMigrations }
    }

    /// Every feature's SQLite schema, the listed features' after the others', as `watchlist`
    /// applies it.
    static var sqliteMigrations: [DatabaseMigration] {
        AppSchema.migrations + ServerFeatures.all.flatMap { $0.sqliteMigrations }
    }

    /// Opens and migrates the storage now, so that a bad file or an unreachable PostgreSQL
    /// stops the start rather than a request.
    static func open(_ storage: StorageLocation, logger: Logger) async throws -> Repositories {
        switch storage {
        case .sqlite(let location):
            // Requests read side by side on a pool of connections; the CLI's one connection
            // would serialize them (the token check alone reached 11% of /health's throughput).
            let database = DatabaseProvider(location: location, migrations: sqliteMigrations, readers: .pool)
            _ = try database.writer()
            return sqlite(database, invalidations: sqliteInvalidations(location, logger: logger))
        case .postgres(let location):
            return postgres(try await PostgresPool.open(location, migrations: postgresMigrations, logger: logger), logger: logger)
        }
    }

    /// Runs `body` with the storage's services running, then stops them: for a command that
    /// uses the storage without serving (the administration's).
    func whileOpen<Value: Sendable>(_ body: @Sendable () async throws -> Value) async throws -> Value {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for service in services { group.addTask { try await service.run() } }
            defer { group.cancelAll() }
            return try await body()
        }
    }

    /// A file can be shared with another server, whose commits a monitor notices; nothing
    /// else reaches an in-memory database.
    private static func sqliteInvalidations(_ location: DatabaseLocation, logger: Logger) -> any InvalidationChannel {
        guard case .file = location else { return ProcessInvalidationChannel() }
        let watched = DatabaseProvider(location: location, migrations: sqliteMigrations)
        return SQLiteInvalidationChannel(monitor: DatabaseChangeMonitor(database: watched), logger: logger)
    }

    private static func sqlite(_ database: DatabaseProvider, invalidations: any InvalidationChannel) -> Repositories {
        Repositories(
            profiles: SQLiteProfileRepository(database: database), tokens: SQLiteAccessTokenStore(database: database),
            watchlist: SQLiteWatchlistRepository(database: database), shares: SQLiteListShareRepository(database: database),
            playbacks: SQLiteWatchlistRepository(database: database), hooks: SQLiteHookRepository(database: database),
            storedMovies: SQLiteMovieRepository(database: database),
            storage: .sqlite(database),
            invalidations: invalidations, services: []
        )
    }

    private static func postgres(_ pool: PostgresPool, logger: Logger) -> Repositories {
        Repositories(
            profiles: PostgresProfileRepository(database: pool), tokens: PostgresAccessTokenStore(database: pool),
            watchlist: PostgresWatchlistRepository(database: pool), shares: PostgresListShareRepository(database: pool),
            playbacks: PostgresWatchlistRepository(database: pool), hooks: PostgresHookRepository(database: pool),
            storedMovies: PostgresMovieRepository(database: pool),
            storage: .postgres(pool),
            invalidations: PostgresInvalidationChannel(pool: pool, logger: logger), services: [pool]
        )
    }
}
