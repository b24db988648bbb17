// The composition root of `watchlist`, and its only one: every dependency that a command or a
// screen of this executable uses is made in this file, from an `AppConfiguration`: the
// services and stores in `CLIRoot`, the screens in `CLIScreens`. A feature that plugs itself in
// is named only in AppFeatures.swift, which scripts/feature-list writes; its services and
// menu entries come from its own value.
import AppComposition
import AppSchema
import Auth
import AuthCrypto
import AuthInterface
import AuthPorts
import AuthSQLite
import Injection
import Foundation
import IMDbCatalogBuild
import Movies
import MoviesCatalogNames
import MoviesIMDb
import MoviesInterface
import MoviesPorts
import MoviesSQLite
import MoviesTMDB
import TMDB
import Networking
import RemoteClient
import Scrobbling
import ScrobblingInterface
import ScrobblingPorts
import ScrobblingSQLite
import Storage
import TerminalUI
import TerminalUIInterface
import Watchlist
import WatchlistCLI
import WatchlistHistory
import WatchlistScreens
import WatchlistInterface
import WatchlistPorts
import WatchlistSQLite

/// Builds the whole object graph of `watchlist` (the Composition Root pattern).
///
/// Shared dependencies (the database, the HTTP client, the terminal) are created once and
/// stored; transient ones are computed properties, made anew each time they are asked for. A
/// shared one that costs something to make (the embedded catalog) is ``LazyShared``: a command
/// that never uses it never pays for it. The root is an instance built from an
/// ``AppConfiguration``, so tests build it on a temporary directory.
final class CLIRoot: Sendable {
    let configuration: AppConfiguration
    /// The database, opened on first use and shared by every repository.
    let database: DatabaseProvider
    /// The HTTP client: libcurl, loaded on the first request.
    let httpClient: any HTTPClient = CurlHTTPClient()
    /// The embedded catalog, opened on first use and at most once a run.
    let embeddedCatalog = LazyShared { try EmbeddedMovieCatalog.open() }
    /// The real terminal.
    let terminal: any Terminal
    /// The session with a server that `remote login` kept, read once a run on first use: with
    /// one, every feature's service is the server's; without, this machine's.
    let serverSession: LazyShared<RemoteSession?>

    init(configuration: AppConfiguration) {
        self.configuration = configuration
        database = DatabaseProvider(location: configuration.databaseLocation, migrations: Self.migrations)
        terminal = StandardTerminal(environment: configuration.environment)
        let sessions = RemoteSessionFile(url: URL(fileURLWithPath: configuration.remoteSessionPath))
        serverSession = LazyShared { try sessions.load() }
    }

    /// The schema of the app's database: every feature's SQLite migrations, the listed
    /// features' after the others', as `watchlist-server` applies them.
    static var migrations: [DatabaseMigration] {
        AppSchema.migrations + AppFeatures.all.flatMap { $0.sqliteMigrations }
    }

    /// What this root shares with the features it lists.
    var host: AppHost {
        AppHost(
            database: database, profiles: authService, serverSession: { [serverSession] in try serverSession.value() }, http: httpClient,
            requestTimeout: configuration.requestTimeout, catalog: appCatalog
        )
    }

    /// The catalog the configuration chose, as the listed features read it.
    var appCatalog: AppCatalog {
        switch configuration.catalog {
        case .offline: .offline
        case .imdb: .imdb(path: configuration.imdbCatalogPath)
        case .tmdb(let baseURL, let token, let timeout): .tmdb(token.map { TMDBConfiguration(baseURL: baseURL, token: $0, timeout: timeout) })
        }
    }

    /// The container for what ArgumentParser creates: each registration defers to a property
    /// below, or to the listed features' own.
    func makeContainer() -> Container {
        let container = Container()
        let screens = CLIScreens(root: self, container: container)
        container.register((any Terminal).self, instance: terminal)
        container.register(CLIScreens.self, instance: screens)
        // Movies
        container.register((any MovieService).self) { _ in try self.movieService }
        container.register((any NamesFetchable).self) { _ in try self.catalog.names }
        container.register((any CatalogBuilding).self) { resolver in
            self.catalogBuilder(parts: try resolver.resolve(Contributions<any IMDbCatalogPart>.self).all)
        }
        // Auth: the service, and its screens for the commands of other features that sign in
        container.register((any AuthService).self) { _ in self.authService }
        container.register((any AuthScreenBuildable).self, instance: screens)
        // Watchlist
        container.register((any WatchlistService).self) { _ in try self.watchlistService }
        container.register((any WatchlistArchiving).self) { _ in try self.watchlistService }
        container.register((any WatchlistInsights).self) { _ in try self.insights }
        container.register((any ListSharing).self) { _ in try self.listSharing }
        container.register(ListsToPush.self) { _ in try self.listsToPush }
        // Scrobbling, with the episode recorders the listed features contribute
        container.register((any HookManaging).self) { resolver in
            try self.hooks(episodes: try resolver.resolve(Contributions<any EpisodePlaybackRecording>.self).all)
        }
        container.register(HookServerAddress.self) { _ in try self.hookServerAddress }
        let host = host
        for feature in AppFeatures.all {
            feature.register(in: container, host: host)
        }
        // The server's accounts and sessions, for `remote`
        container.register((any RemoteAccounts).self) { _ in self.remoteAccounts }
        container.register((any RemoteSessionStore).self) { _ in self.remoteSessions }
        return container
    }

    // MARK: Auth

    /// Profiles and the session, in the shared database.
    var profileRepository: SQLiteProfileRepository {
        SQLiteProfileRepository(database: database)
    }

    /// PBKDF2-HMAC-SHA256, 600,000 iterations.
    var passwordHasher: any PasswordHasher {
        PBKDF2PasswordHasher()
    }

    var authService: any AuthService {
        CredentialAuthService(profiles: profileRepository, hasher: passwordHasher, session: profileRepository)
    }

    // MARK: Movies

    /// The catalog the configuration chose (embedded and offline, imported from IMDb, or TMDB
    /// over HTTP), as the two things commands ask of it: searches and details, and cast lists
    /// for the `cast` command's names-list screen, which the catalogs' own clients answer once
    /// made `NamesFetchable` by retroactive conformance (in MoviesCatalogNames).
    var catalog: (movies: any MovieCatalog, names: any NamesFetchable) {
        get throws {
            switch configuration.catalog {
            case .offline:
                let embedded = try embeddedCatalog.value()
                return (embedded, embedded)
            case .imdb:
                let built = try SQLiteMovieCatalog.open(builtAt: configuration.imdbCatalogPath, orThrow: CatalogChoiceError.notBuilt(path: configuration.imdbCatalogPath))
                return (built, built)
            case .tmdb(let baseURL, let token, let timeout):
                guard let token else { throw CatalogChoiceError.missingToken(variable: TMDBConfiguration.tokenVariable) }
                let tmdb = TMDBConfiguration(baseURL: baseURL, token: token, timeout: timeout)
                return (TMDBMovieCatalog(configuration: tmdb, http: httpClient), TMDBCreditsClient(configuration: tmdb, http: httpClient))
            }
        }
    }

    /// Builds and describes the imported IMDb catalog: the films, and the `parts` the listed
    /// features plug into the build (series and their episodes).
    func catalogBuilder(parts: [any IMDbCatalogPart]) -> any CatalogBuilding {
        IMDbCatalogBuilder(catalogPath: configuration.imdbCatalogPath, parts: parts)
    }

    /// Movies the user touched, in the shared database.
    var movieRepository: any MovieRepository {
        SQLiteMovieRepository(database: database)
    }

    /// The catalog in, the repository out.
    var movieService: any MovieService {
        get throws { CatalogMovieService(catalog: try catalog.movies, repository: movieRepository) }
    }

    // MARK: Watchlist, on this machine

    var watchlistRepository: any WatchlistRepository {
        SQLiteWatchlistRepository(database: database)
    }

    /// What tells the list screen that another process (another `watchlist`, a server on the
    /// same file) changed the list: the database's own change counter.
    var watchlistChanges: any WatchlistChangeSource {
        SQLiteWatchlistChanges(database: database)
    }

    var shareRepository: any ListShareRepository {
        SQLiteListShareRepository(database: database)
    }

    /// This machine's list of the signed-in profile; movies come through the Movies feature's
    /// service, and their stored details (for `stats` and `pick`) from its repository.
    var localWatchlistService: ProfileWatchlistService {
        ProfileWatchlistService(
            profiles: authService, movies: { try self.movieService }, storedMovies: { self.movieRepository },
            directory: profileRepository, shares: shareRepository, repository: watchlistRepository
        )
    }

    /// Shares among the profiles of this machine.
    var localListSharing: any ListSharing {
        ProfileListSharing(profiles: authService, directory: profileRepository, repository: shareRepository)
    }

    // MARK: Watchlist, on a server after `remote login`

    /// The session with a server, in its own owner-only file.
    var remoteSessions: any RemoteSessionStore {
        RemoteSessionFile(url: URL(fileURLWithPath: configuration.remoteSessionPath))
    }

    var remoteAccounts: any RemoteAccounts {
        HTTPRemoteAccounts(http: httpClient, timeout: configuration.requestTimeout)
    }

    /// The list commands' list: on the server while a session is kept, else on this machine.
    var watchlistService: any WatchlistService & WatchlistArchiving {
        get throws {
            guard let session = try serverSession.value() else { return localWatchlistService }
            return RemoteWatchlistService(session: session, http: httpClient, timeout: configuration.requestTimeout)
        }
    }

    /// Statistics and picks: this machine's list only, for they need the films' stored
    /// details, which a server keeps to itself.
    var insights: any WatchlistInsights {
        get throws {
            guard try serverSession.value() == nil else { throw RemoteError.unsupported("statistics and picks") }
            return localWatchlistService
        }
    }

    /// The shares, where the list is.
    var listSharing: any ListSharing {
        get throws {
            guard let session = try serverSession.value() else { return localListSharing }
            return RemoteListSharing(session: session, http: httpClient, timeout: configuration.requestTimeout)
        }
    }

    // MARK: Scrobbling

    /// The hooks, where the list is: on this machine for a `watchlist-server` that shares its
    /// database, else on the server of the session; `episodes` record what the inbox resolves
    /// to an episode.
    func hooks(episodes: [any EpisodePlaybackRecording]) throws -> any HookManaging {
        if let session = try serverSession.value() {
            return RemoteHooks(session: session, http: httpClient, timeout: configuration.requestTimeout)
        }
        return ProfileHooks(
            profiles: authService, repository: SQLiteHookRepository(database: database), secrets: SHA256TokenMinting(), recorder: playbackRecorder,
            episodes: episodes
        )
    }

    /// Records what this machine's inbox resolves.
    var playbackRecorder: any PlaybackRecording {
        PlaybackRecorder(movies: { try self.movieService }, store: SQLiteWatchlistRepository(database: database))
    }

    /// The server the printed hook URLs point at: the session's, else one on this machine.
    var hookServerAddress: HookServerAddress {
        get throws {
            HookServerAddress(url: try serverSession.value()?.server ?? Self.localServer)
        }
    }

    /// `watchlist-server`'s address when it runs on this machine with its defaults.
    static var localServer: URL {
        var components = URLComponents()
        (components.scheme, components.host, components.port) = ("http", "127.0.0.1", 8080)
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// This machine's list and, with a session, the server's: for `remote push`.
    var listsToPush: ListsToPush {
        get throws {
            let server = try serverSession.value().map { session in
                (address: session.server.absoluteString, list: RemoteWatchlistService(session: session, http: httpClient, timeout: configuration.requestTimeout) as any WatchlistService & WatchlistArchiving)
            }
            return ListsToPush(local: localWatchlistService, server: server)
        }
    }
}

/// Auth's token minting makes the hooks' secrets too: the Scrobbling feature owns the
/// protocol and knows no cryptography, and this root joins the two.
extension SHA256TokenMinting: @retroactive HookSecretMinting {}

// MARK: Screens

/// Every feature's screen factory, in one type: the app's `AppBuildable` (interface modules with
/// `Buildable` factories).
typealias AppBuildable = AuthScreenBuildable & MoviesScreenBuildable & WatchlistScreenBuildable

/// Builds every screen of the app from the root's services (seed 004's app container, as
/// `AppBuildable`). Features ask it for each other's screens only through the protocols
/// their Interface modules declare, so no feature imports another's implementation; this is
/// the one place that knows them all.
@MainActor
final class CLIScreens: AppBuildable, AddToListScreenBuildable {
    private let root: CLIRoot
    /// The container the listed features' screens resolve their services from.
    private let container: Container

    nonisolated init(root: CLIRoot, container: Container) {
        self.root = root
        self.container = container
    }

    /// Search, my watchlist, each feature's screen, account, quit.
    func makeHomeScreen() -> any Screen {
        let own: [MenuScreen.Entry] = [
            .init(letter: "s", title: "Search movies", open: makeSearchScreen),
            .init(letter: "w", title: "My watchlist", open: makeWatchlistScreen),
        ]
        let account = MenuScreen.Entry(letter: "a", title: "Account", open: makeAccountScreen)
        let items = AppFeatures.all.flatMap { $0.menu }
        let keys = AppMenuItem.keys(for: items, taken: Set(own.map(\.letter) + [account.letter, "q"]))
        let listed = zip(items, keys).compactMap { item, key in
            key.map { key in MenuScreen.Entry(letter: key, title: item.title) { [container] in self.build { try item.open(container) } } }
        }
        return MenuScreen(
            title: "Watchlist",
            entries: own + listed + [account],
            subtitle: { [root] in
                ((try? await root.authService.currentProfile()) ?? nil).map { "logged in as \($0.name)" } ?? "not logged in"
            }
        )
    }

    func makeLogInScreen() -> any Screen {
        LogInScreen(auth: root.authService)
    }

    func makeAccountScreen() -> any Screen {
        AccountScreen(auth: root.authService)
    }

    func makeSearchScreen() -> any Screen {
        build { SearchScreen(movies: try root.movieService, addToList: self) }
    }

    func makeAddToListScreen(for id: MovieID) -> any Screen {
        build { AddToWatchlistScreen(movieID: id, service: try root.watchlistService, authScreens: self) }
    }

    func makeWatchlistScreen() -> any Screen {
        build { WatchlistScreen(model: ServiceWatchlistScreenModel(service: try root.watchlistService, changes: root.watchlistChanges), authScreens: self) }
    }

    /// A screen whose dependencies failed to build shows why, instead of crashing.
    private func build(_ make: () throws -> any Screen) -> any Screen {
        do {
            return try make()
        } catch {
            return MessageScreen("\(error)", isProblem: true)
        }
    }
}
