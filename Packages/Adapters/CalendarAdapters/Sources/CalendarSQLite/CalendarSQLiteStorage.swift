import CalendarPorts
import Injection
import Storage

/// The Calendar feature's storage on SQLite: air dates, feed tokens, notification targets and
/// release dates, under the feature's Ports, with its schema. The server's root registers it when
/// its storage is SQLite, and a dev app on its database.
public enum CalendarSQLiteStorage: SQLiteFeatureStorage {
    public static var migrations: [DatabaseMigration] { CalendarSQLiteSchema.migrations }

    public static func register(in container: Container, database: DatabaseProvider) {
        container.register((any AirDateStore).self, instance: SQLiteAirDateStore(database: database))
        container.register((any FeedTokenStore).self, instance: SQLiteFeedTokenStore(database: database))
        container.register((any NotificationStore).self, instance: SQLiteNotificationStore(database: database))
        container.register((any MovieReleaseStore).self, instance: SQLiteMovieReleaseStore(database: database))
    }
}
