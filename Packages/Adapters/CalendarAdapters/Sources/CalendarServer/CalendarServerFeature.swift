import APIContract
import AuthInterface
import Calendar
import CalendarAPI
import CalendarInterface
import CalendarPorts
import CalendarPostgres
import CalendarSQLite
import CalendarTVmaze
import CalendarWeb
import Foundation
import Injection
import PostgresStorage
import SeriesInterface
import ServerComposition
import Storage
import WebServer
import WebUI

/// The Calendar feature in `watchlist-server`: its API routes with their part of the OpenAPI
/// document, its page, navigation entry and Coming up on the home page, with air dates from
/// TVmaze kept on the server's SQLite or PostgreSQL, for the series each profile follows (the
/// Series feature's). The root lists it (ServerFeatures.swift) and names nothing else of the
/// feature.
public enum CalendarServerFeature: ServerFeature {
    public static var sqliteMigrations: [DatabaseMigration] { SQLiteAirDateStore.migrations }
    public static var postgresMigrations: [PostgresMigration] { PostgresAirDateStore.migrations }
    public static let errors: [any HTTPErrorMapping] = [CalendarHTTPErrors()]
    public static let navigation = CalendarPages.navigation
    public static var openAPI: OpenAPIPart? { CalendarOpenAPI.part }

    /// The calendar of each profile, in a time zone, and the pages made on it.
    private struct Parts: Sendable {
        let service: @Sendable (Profile, TimeZone) -> any CalendarService
        let pages: CalendarPages
    }

    public static func register(in container: Container, host: ServerHost) {
        container.register((@Sendable (Profile) -> any TrackedSeries).self) { resolver in
            let series = try resolver.resolve((@Sendable (Profile) -> any SeriesService).self)
            return { profile in SeriesServiceTracking(series(profile)) }
        }
        container.register(Parts.self, lifetime: .shared) { resolver in
            let series = try resolver.resolve((@Sendable (Profile) -> any TrackedSeries).self)
            let store: any AirDateStore = switch host.storage {
            case .sqlite(let database): SQLiteAirDateStore(database: database)
            case .postgres(let pool): PostgresAirDateStore(database: pool)
            }
            let source = TVmazeAirDateSource(configuration: try TVmazeConfiguration.from(environment: host.environment), http: host.http, now: host.now)
            let now = host.now
            let service: @Sendable (Profile, TimeZone) -> any CalendarService = { profile, zone in
                ProfileCalendarService(series: series(profile), source: source, store: store, now: now, timeZone: zone)
            }
            return Parts(service: service, pages: try CalendarPages(service: { service($0, .current) }, now: now))
        }
        container.contribute(to: (any HomePageSections).self) { resolver in CalendarComingUp(pages: try resolver.resolve(Parts.self).pages) }
    }

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let parts = try container.resolve(Parts.self)
        return ServerParts(routes: [CalendarRoutes(service: parts.service)], pages: parts.pages.routes)
    }
}
