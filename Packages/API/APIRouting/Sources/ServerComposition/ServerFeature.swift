import APIContract
import APIRouting
import Injection
import PostgresStorage
import Storage
import WebServer
import WebUI

/// What one feature adds to `watchlist-server`, as one value: the root builds from a list of
/// them and names no feature's routes, pages, errors or schema itself.
///
/// Each feature's `<Feature>Server` module (in its adapters package, for it picks SQLite or
/// PostgreSQL) has one conforming type, and `MainApp/Server/ServerFeatures.swift` lists them;
/// `scripts/feature-list` writes that file from Package.swift's `features`.
public protocol ServerFeature {
    /// The feature's SQLite schema: the same as its `AppFeature`'s, for `watchlist` and
    /// `watchlist-server` may share the file (a root test compares them).
    static var sqliteMigrations: [DatabaseMigration] { get }

    /// The feature's PostgreSQL schema, applied after the features' that come before it.
    static var postgresMigrations: [PostgresMigration] { get }

    /// How the feature's errors are answered, on the API and the pages alike.
    static var errors: [any HTTPErrorMapping] { get }

    /// The feature's part of the OpenAPI document that the server serves, describing its
    /// routes: `nil` for a feature with none.
    static var openAPI: OpenAPIPart? { get }

    /// The feature's entries in every page's navigation.
    static var navigation: [Layout.Link] { get }

    /// The feature's API routes and pages, with its repositories on the server's storage; and
    /// what it offers other features' extension points, contributed to `contributions`
    /// (`Container.contribute(to:factory:)`), which the root's other features read.
    static func parts(on host: ServerHost, contributions: Container) throws -> ServerParts
}

/// What a feature serves: its API routes and its pages.
public struct ServerParts: Sendable {
    /// Its routes under `/v1`, each with its part of the API.
    public let routes: [any APIRoutes]
    /// Its pages.
    public let pages: [WebRoute]

    /// A feature's routes and pages.
    public init(routes: [any APIRoutes] = [], pages: [WebRoute] = []) {
        self.routes = routes
        self.pages = pages
    }
}
