import AppComposition
import ArgumentParser
import Injection
import AuthInterface
import Calendar
import CalendarCLI
import CalendarInterface
import CalendarSQLite
import Storage

/// The Calendar feature in `watchlist`: its commands under `watchlist calendar`, their advice, its
/// service (on the app's database, or on the server after `watchlist remote login`) and its
/// screen in the home menu. The root lists it
/// (AppFeatures.swift) and names nothing else of the feature.
public enum CalendarAppFeature: AppFeature {
    public static let commands = CalendarCommands.all

    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        CalendarAdvice.advice(for: error, invokedAs: "\(executable) calendar")
    }

    public static var sqliteMigrations: [DatabaseMigration] { SQLiteCalendarRepository.migrations }

    /// The signed-in profile's items: on the server while a session with one is kept (as the
    /// list is), else in the shared database.
    public static func register(in container: Container, host: AppHost) {
        container.register((any CalendarService).self) { _ in
            if let session = try host.serverSession() {
                return RemoteCalendarService(session: session, http: host.http, timeout: host.requestTimeout)
            }
            return DefaultCalendarService(profiles: host.profiles, repository: SQLiteCalendarRepository(database: host.database))
        }
    }

    public static let menu = [
        AppMenuItem(title: "Calendar") { container in CalendarScreen(service: try container.resolve((any CalendarService).self)) }
    ]
}
