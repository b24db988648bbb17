import APIContract
import AuthInterface
import Injection
import PostgresStorage
import ServerComposition
import Calendar
import CalendarAPI
import CalendarInterface
import CalendarPorts
import CalendarPostgres
import CalendarSQLite
import CalendarWeb
import Storage
import WebServer
import WebUI

/// The Calendar feature in `watchlist-server`: its API routes with their part of the OpenAPI
/// document, its page and navigation entry, with its items on the server's SQLite or
/// PostgreSQL. The root lists it (ServerFeatures.swift) and names
/// nothing else of the feature.
public enum CalendarServerFeature: ServerFeature {
    public static var sqliteMigrations: [DatabaseMigration] { SQLiteCalendarRepository.migrations }
    public static var postgresMigrations: [PostgresMigration] { PostgresCalendarRepository.migrations }
    public static let errors: [any HTTPErrorMapping] = [CalendarHTTPErrors()]
    public static let navigation = CalendarPages.navigation
    public static var openAPI: OpenAPIPart? { CalendarOpenAPI.part }

    public static func register(in container: Container, host: ServerHost) {}

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let repository: any CalendarRepository = switch host.storage {
        case .sqlite(let database): SQLiteCalendarRepository(database: database)
        case .postgres(let pool): PostgresCalendarRepository(database: pool)
        }
        let service: @Sendable (Profile) -> any CalendarService = { profile in
            DefaultCalendarService(profiles: SignedInProfile(profile), repository: repository)
        }
        return ServerParts(routes: [CalendarRoutes(service: service)], pages: try CalendarPages(service: service).routes)
    }
}
