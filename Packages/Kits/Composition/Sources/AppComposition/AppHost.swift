import AuthInterface
import Injection
import Networking
import Storage
import TMDB

/// What `watchlist`'s root shares with every feature it lists: the one database, who is
/// signed in, and the session with a server that `remote login` kept. A feature makes its
/// services from these and asks nothing else of the root.
public struct AppHost: Sendable {
    /// The app's database, shared by every feature's repositories; each feature's SQLite
    /// migrations are in it.
    public let database: DatabaseProvider
    /// Who is signed in on this machine.
    public let profiles: any CurrentProfileProviding
    /// The session with a server, if one is kept: while it is, a feature's commands act on
    /// the server through its client, or say that the server does not offer them.
    public let serverSession: @Sendable () throws -> RemoteSession?
    /// The HTTP client for a feature's client of the server.
    public let http: any HTTPClient
    /// How long a request to the server may take (`--timeout`).
    public let requestTimeout: Duration
    /// The catalog titles come from, as `--catalog` chose.
    public let catalog: AppCatalog
    /// Where `catalog build` writes the catalog built from IMDb's datasets, and `--catalog
    /// imdb` reads it.
    public let builtCatalogPath: String
    /// The file where `remote login` keeps the session with a server.
    public let sessionPath: String
    /// The process environment, for a feature configured by variables (another address for a
    /// service it asks).
    public let environment: [String: String]
    /// The executable as a person types it (`watchlist`, a dev app's name), for the commands
    /// that a feature's services and screens name in their hints.
    public let executable: String

    /// The host of a root's run, whose signed-in profile and session with a server are those
    /// the features registered in `container` answer (`CurrentProfileProviding`,
    /// `RemoteSessionStore`); the session is read once a run, on first use.
    public init(
        database: DatabaseProvider, container: Container, http: any HTTPClient, requestTimeout: Duration, catalog: AppCatalog,
        builtCatalogPath: String, sessionPath: String, environment: [String: String] = [:], executable: String = "watchlist"
    ) {
        let session = LazyShared { try container.resolve((any RemoteSessionStore).self).load() }
        self.init(
            database: database, profiles: RegisteredProfiles(container), serverSession: { try session.value() }, http: http,
            requestTimeout: requestTimeout, catalog: catalog, builtCatalogPath: builtCatalogPath, sessionPath: sessionPath, environment: environment,
            executable: executable
        )
    }

    /// The host of a root's run.
    public init(
        database: DatabaseProvider, profiles: any CurrentProfileProviding, serverSession: @escaping @Sendable () throws -> RemoteSession?,
        http: any HTTPClient, requestTimeout: Duration, catalog: AppCatalog, builtCatalogPath: String, sessionPath: String,
        environment: [String: String] = [:], executable: String = "watchlist"
    ) {
        self.database = database
        self.profiles = profiles
        self.serverSession = serverSession
        self.http = http
        self.requestTimeout = requestTimeout
        self.catalog = catalog
        self.builtCatalogPath = builtCatalogPath
        self.sessionPath = sessionPath
        self.environment = environment
        self.executable = executable
    }
}

/// The catalog `watchlist` reads titles from, as `--catalog` (or its default) chose: each
/// feature that reads a catalog reads its own part of the same one.
public enum AppCatalog: Sendable {
    /// The catalog embedded in the app.
    case offline
    /// The catalog built from IMDb's datasets (`catalog build`), at `path`.
    case imdb(path: String)
    /// TMDB over HTTP; nil when no token is set.
    case tmdb(TMDBConfiguration?)
}

/// Who is signed in, as the feature that owns profiles registered it
/// (`CurrentProfileProviding`): what the root shares with every feature before any is made.
public struct RegisteredProfiles: CurrentProfileProviding {
    private let container: Container

    /// The profiles registered in `container`, asked at each call.
    public init(_ container: Container) {
        self.container = container
    }

    public func currentProfile() async throws -> Profile? {
        try await container.resolve((any CurrentProfileProviding).self).currentProfile()
    }
}
