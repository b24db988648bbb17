import Injection
import PlaybackPorts
import Storage

/// The Playback feature's storage on SQLite: apps' tokens and playbacks in progress, under the
/// feature's Ports, with its schema. The server's root registers it when its storage is SQLite, and
/// a dev app on its database.
public enum PlaybackSQLiteStorage: SQLiteFeatureStorage {
    public static var migrations: [DatabaseMigration] { SQLiteAppTokenRepository.migrations }

    public static func register(in container: Container, database: DatabaseProvider) {
        container.register((any AppTokenRepository).self, instance: SQLiteAppTokenRepository(database: database))
        container.register((any PlaybackProgressRepository).self, instance: SQLitePlaybackProgressRepository(database: database))
    }
}
