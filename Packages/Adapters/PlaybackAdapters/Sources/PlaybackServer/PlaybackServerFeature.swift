import APIContract
import AuthInterface
import Injection
import PostgresStorage
import ServerComposition
import Playback
import PlaybackAPI
import PlaybackInterface
import PlaybackPorts
import PlaybackPostgres
import PlaybackSQLite
import PlaybackWeb
import Storage
import WebServer
import WebUI

/// The Playback feature in `watchlist-server`: its API routes with their part of the OpenAPI
/// document, its page and navigation entry, with its items on the server's SQLite or
/// PostgreSQL. The root lists it (ServerFeatures.swift) and names
/// nothing else of the feature.
public enum PlaybackServerFeature: ServerFeature {
    public static var sqliteMigrations: [DatabaseMigration] { SQLitePlaybackRepository.migrations }
    public static var postgresMigrations: [PostgresMigration] { PostgresPlaybackRepository.migrations }
    public static let errors: [any HTTPErrorMapping] = [PlaybackHTTPErrors()]
    public static let navigation = PlaybackPages.navigation
    public static var openAPI: OpenAPIPart? { PlaybackOpenAPI.part }

    /// Nothing to offer the other features yet. Where this feature joins another's extension
    /// point (the home page's `HomePageSections`, the Series catalog's `EpisodeSupplement`),
    /// it contributes here, from the host's storage rather than from its own parts when those
    /// read the other feature.
    /// Options of its own for `watchlist-server` (shown under "Playback" in its `--help`) are a
    /// `ServerFeatureOptions` type declared as `public typealias Options = …`, read here with
    /// `try host.options.options(Options.self)`; each reads its flag, else its variable
    /// (`ServerSetting`). Commands of its own beside `serve` go in `commands`.
    public static func register(in container: Container, host: ServerHost) {}

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let repository: any PlaybackRepository = switch host.storage {
        case .sqlite(let database): SQLitePlaybackRepository(database: database)
        case .postgres(let pool): PostgresPlaybackRepository(database: pool)
        }
        let service: @Sendable (Profile) -> any PlaybackService = { profile in
            DefaultPlaybackService(profiles: SignedInProfile(profile), repository: repository)
        }
        // Work the server runs beside its requests while it runs (a round every minute, as
        // Calendar's notifications) goes in `tasks`: ServerParts(…, tasks: [BackgroundTask(…)]).
        return ServerParts(routes: [PlaybackRoutes(service: service)], pages: try PlaybackPages(service: service).routes)
    }
}
