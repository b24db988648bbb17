import APIContract
import APIRouting
import Injection
import PostgresStorage
import Storage
import WebServer
import WebUI

/// What one feature adds to `watchlist-server`, as one value: the root builds from a list of
/// them and names no feature's services, routes, pages, errors or schema itself.
///
/// Each feature's `<Feature>Server` module (in its adapters package, for it picks SQLite or
/// PostgreSQL) has one conforming type. The root lists the features that own the extension
/// points (`HostFeatures`), then those in `MainApp/Server/ServerFeatures.swift`, which
/// `scripts/feature-list` writes from Package.swift's `features`.
///
/// A server is built in two passes, so that no feature depends on the order of the list: every
/// feature first registers what it offers the others, as factories; then each makes its routes
/// and pages, resolving what it needs of the others from the same container.
public protocol ServerFeature {
    /// The feature's SQLite schema: the same as its `AppFeature`'s, for `watchlist` and
    /// `watchlist-server` may share the file (a root test compares them).
    static var sqliteMigrations: [DatabaseMigration] { get }

    /// The feature's PostgreSQL schema, applied after the features' that come before it.
    static var postgresMigrations: [PostgresMigration] { get }

    /// How the feature's errors are answered, on the API and the pages alike.
    static var errors: [any HTTPErrorMapping] { get }

    /// The feature's part of the OpenAPI document that the server serves, describing its
    /// routes: `nil` for a feature whose routes the shared document describes, or that has none.
    static var openAPI: OpenAPIPart? { get }

    /// The feature's entries in every page's navigation.
    static var navigation: [Layout.Link] { get }

    /// Registers in `container`, as factories on `host`'s storage, the services the feature
    /// offers the others (under their Interface protocols) and what it contributes to their
    /// extension points (`Container.contribute(to:factory:)`). Nothing is made yet.
    static func register(in container: Container, host: ServerHost)

    /// The feature's API routes and pages, made once every listed feature has registered:
    /// what it needs of another feature is resolved from `container`.
    static func parts(from container: Container, host: ServerHost) throws -> ServerParts
}

/// What a feature serves: its API routes and its pages.
public struct ServerParts: Sendable {
    /// Its routes under `/v1`, each with its part of the API.
    public let routes: [any APIRoutes]
    /// Its pages.
    public let pages: [WebRoute]
    /// What it runs beside the requests for as long as the server runs (a feature's rounds).
    public let tasks: [BackgroundTask]

    /// A feature's routes, pages and background tasks.
    public init(routes: [any APIRoutes] = [], pages: [WebRoute] = [], tasks: [BackgroundTask] = []) {
        self.routes = routes
        self.pages = pages
        self.tasks = tasks
    }
}
