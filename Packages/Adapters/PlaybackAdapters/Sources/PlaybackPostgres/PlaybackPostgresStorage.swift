import Injection
import PlaybackPorts
import PostgresStorage

/// The Playback feature's storage on PostgreSQL: apps' tokens and playbacks in progress, under the
/// feature's Ports, with its schema. The server's root registers it when its storage is PostgreSQL.
public enum PlaybackPostgresStorage: PostgresFeatureStorage {
    public static var migrations: [PostgresMigration] { PostgresAppTokenRepository.migrations }

    public static func register(in container: Container, pool: PostgresPool) {
        container.register((any AppTokenRepository).self, instance: PostgresAppTokenRepository(database: pool))
        container.register((any PlaybackProgressRepository).self, instance: PostgresPlaybackProgressRepository(database: pool))
    }
}
