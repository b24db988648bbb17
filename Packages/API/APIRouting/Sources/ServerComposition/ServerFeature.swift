import APIContract
import APIRouting
import ArgumentParser
import Injection
import WebServer
import WebUI

/// What one feature adds to `watchlist-server`, as one value: the root builds from a list of
/// them and names no feature's services, routes, pages, errors or schema itself.
///
/// Each feature's `<Feature>Server` module (in its adapters package) has one conforming type.
/// It names no database: its repositories are registered by the feature's storage value
/// (`<Feature>SQLiteStorage` or `<Feature>PostgresStorage`), which the root lists beside it. The root builds from `MainApp/Server/ServerFeatures.swift`,
/// which `scripts/feature-list` writes from Package.swift's `features`, the features that own
/// extension points first.
///
/// A server is built in two passes, so that no feature depends on the order of the list: every
/// feature first registers what it offers the others, as factories; then each makes its routes
/// and pages, resolving what it needs of the others from the same container.
public protocol ServerFeature {
    /// The feature's options, under its name in `watchlist-server --help`; read from
    /// ``ServerHost/options``.
    associatedtype Options: ServerFeatureOptions = NoServerOptions

    /// How the feature's errors are answered, on the API and the pages alike.
    static var errors: [any HTTPErrorMapping] { get }

    /// The feature's part of the OpenAPI document that the server serves, describing its
    /// routes: `nil` for a feature whose routes the shared document describes, or that has none.
    static var openAPI: OpenAPIPart? { get }

    /// The feature's entries in every page's navigation.
    static var navigation: [Layout.Link] { get }

    /// Registers in `container`, as factories on the repositories its storage value registered
    /// there, the services the feature offers the others (under their Interface protocols) and
    /// what it contributes to their extension points (`Container.contribute(to:factory:)`).
    /// Nothing is made yet.
    static func register(in container: Container, host: ServerHost)

    /// The feature's API routes and pages, made once every listed feature has registered:
    /// what it needs of another feature is resolved from `container`.
    static func parts(from container: Container, host: ServerHost) throws -> ServerParts

    /// The feature's commands of `watchlist-server` beside `serve` (the profiles' `profiles
    /// add`), run on every feature registered on the chosen storage; they resolve what they
    /// need with `@Injected`.
    static var commands: [any ParsableCommand.Type] { get }

    /// What to do after `error`, in `watchlist-server`'s options and commands, or `nil` when the
    /// error is not the feature's.
    static func advice(for error: any Error) -> String?

    /// Lines of `watchlist-server --help`'s examples that show the feature's options and
    /// commands.
    static var examples: [String] { get }
}

extension ServerFeature {
    /// None.
    public static var commands: [any ParsableCommand.Type] { [] }
    /// None.
    public static func advice(for error: any Error) -> String? { nil }
    /// None.
    public static var examples: [String] { [] }
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
