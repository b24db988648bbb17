import APIContract
import AuthInterface
import Injection
import ServerComposition
import Sketch
import SketchAPI
import SketchInterface
import SketchPorts
import SketchWeb
import WebServer
import WebUI

/// The Sketch feature in `watchlist-server`: its API routes with their part of the OpenAPI
/// document, its page and navigation entry, on the repository that its storage value
/// (`SketchSQLiteStorage` or `SketchPostgresStorage`) registered. The root lists it
/// (ServerFeatures.swift) and names nothing else of the feature.
public enum SketchServerFeature: ServerFeature {
    public static let errors: [any HTTPErrorMapping] = [SketchHTTPErrors()]
    public static let navigation = SketchPages.navigation
    public static var openAPI: OpenAPIPart? { SketchOpenAPI.part }

    /// Nothing to offer the other features yet. Where this feature joins another's extension
    /// point (the home page's `HomePageSections`, the Series catalog's `EpisodeSupplement`),
    /// it contributes here, from its repositories in the container rather than from its own
    /// parts when those read the other feature.
    /// Options of its own for `watchlist-server` (shown under "Sketch" in its `--help`) are a
    /// `ServerFeatureOptions` type declared as `public typealias Options = …`, read here with
    /// `try host.options.options(Options.self)`; each reads its flag, else its variable
    /// (`ServerSetting`). Commands of its own beside `serve` go in `commands`.
    public static func register(in container: Container, host: ServerHost) {}

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let repository = try container.resolve((any SketchRepository).self)
        let service: @Sendable (Profile) -> any SketchService = { profile in
            DefaultSketchService(profiles: SignedInProfile(profile), repository: repository)
        }
        // Work the server runs beside its requests while it runs (a round every minute, as
        // Calendar's notifications) goes in `tasks`: ServerParts(…, tasks: [BackgroundTask(…)]).
        return ServerParts(routes: [SketchRoutes(service: service)], pages: try SketchPages(service: service).routes)
    }
}
