import Injection
import PostgresStorage
import WatchlistPorts

/// The Watchlist feature's storage on PostgreSQL: each profile's list, its shares and the playbacks
/// recorded in it, under the feature's Ports, with its schema. The server's root registers it when
/// its storage is PostgreSQL.
public enum WatchlistPostgresStorage: PostgresFeatureStorage {
    public static var migrations: [PostgresMigration] { PostgresWatchlistRepository.migrations }

    public static func register(in container: Container, pool: PostgresPool) {
        container.register((any WatchlistRepository).self, instance: PostgresWatchlistRepository(database: pool))
        container.register((any ListShareRepository).self, instance: PostgresListShareRepository(database: pool))
        container.register((any PlaybackStore).self, instance: PostgresWatchlistRepository(database: pool))
    }
}
