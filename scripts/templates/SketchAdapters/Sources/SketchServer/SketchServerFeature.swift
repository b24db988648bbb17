import Injection
import PostgresStorage
import ServerComposition
import Sketch
import SketchInterface
import SketchPorts
import SketchPostgres
import SketchSQLite
import SketchWeb
import Storage
import WebServer
import WebUI

/// The Sketch feature in `watchlist-server`: its page and navigation entry, with its items on
/// the server's SQLite or PostgreSQL. The root lists it (ServerFeatures.swift) and names
/// nothing else of the feature.
public enum SketchServerFeature: ServerFeature {
    public static var sqliteMigrations: [DatabaseMigration] { SQLiteSketchRepository.migrations }
    public static var postgresMigrations: [PostgresMigration] { PostgresSketchRepository.migrations }
    public static let errors: [any HTTPErrorMapping] = []
    public static let navigation = SketchPages.navigation

    public static func parts(on host: ServerHost, contributions: Container) throws -> ServerParts {
        let repository: any SketchRepository = switch host.storage {
        case .sqlite(let database): SQLiteSketchRepository(database: database)
        case .postgres(let pool): PostgresSketchRepository(database: pool)
        }
        let pages = try SketchPages { profile in DefaultSketchService(profiles: SignedInProfile(profile), repository: repository) }
        return ServerParts(pages: pages.routes)
    }
}
