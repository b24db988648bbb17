import CalendarPorts
import Injection
import PostgresStorage

/// The Calendar feature's storage on PostgreSQL: air dates, feed tokens, notification targets and
/// release dates, under the feature's Ports, with its schema. The server's root registers it when
/// its storage is PostgreSQL.
public enum CalendarPostgresStorage: PostgresFeatureStorage {
    public static var migrations: [PostgresMigration] { CalendarPostgresSchema.migrations }

    public static func register(in container: Container, pool: PostgresPool) {
        container.register((any AirDateStore).self, instance: PostgresAirDateStore(database: pool))
        container.register((any FeedTokenStore).self, instance: PostgresFeedTokenStore(database: pool))
        container.register((any NotificationStore).self, instance: PostgresNotificationStore(database: pool))
        container.register((any MovieReleaseStore).self, instance: PostgresMovieReleaseStore(database: pool))
    }
}
