import Injection
import Storage
import WatchlistPorts

/// The Watchlist feature's storage on SQLite: each profile's list, its shares and the playbacks
/// recorded in it, under the feature's Ports, with its schema. The server's root registers it when
/// its storage is SQLite, and a dev app on its database.
public enum WatchlistSQLiteStorage: SQLiteFeatureStorage {
    public static var migrations: [DatabaseMigration] { SQLiteWatchlistRepository.migrations }

    public static func register(in container: Container, database: DatabaseProvider) {
        container.register((any WatchlistRepository).self, instance: SQLiteWatchlistRepository(database: database))
        container.register((any ListShareRepository).self, instance: SQLiteListShareRepository(database: database))
        container.register((any PlaybackStore).self, instance: SQLiteWatchlistRepository(database: database))
    }
}
