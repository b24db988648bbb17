import Injection
import ScrobblingPorts
import Storage

/// The Scrobbling feature's storage on SQLite: the hooks, their events and the inbox, under the
/// feature's Ports, with its schema. The server's root registers it when its storage is SQLite, and
/// a dev app on its database.
public enum ScrobblingSQLiteStorage: SQLiteFeatureStorage {
    public static var migrations: [DatabaseMigration] { SQLiteHookRepository.migrations }

    public static func register(in container: Container, database: DatabaseProvider) {
        container.register((any HookRepository).self, instance: SQLiteHookRepository(database: database))
    }
}
