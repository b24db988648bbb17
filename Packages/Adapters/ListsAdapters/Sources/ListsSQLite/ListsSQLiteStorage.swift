import Injection
import ListsPorts
import Storage

/// The Lists feature's storage on SQLite: its items, under the feature's Ports, with its
/// schema. The server's root registers it when its storage is SQLite, and a web dev app on
/// its database. A repository added to the feature is registered here and in
/// `ListsPostgresStorage`.
public enum ListsSQLiteStorage: SQLiteFeatureStorage {
    public static var migrations: [DatabaseMigration] { SQLiteListsRepository.migrations }

    public static func register(in container: Container, database: DatabaseProvider) {
        container.register((any ListsRepository).self, instance: SQLiteListsRepository(database: database))
    }
}
