import Injection
import SketchPorts
import Storage

/// The Sketch feature's storage on SQLite: its items, under the feature's Ports, with its
/// schema. The server's root registers it when its storage is SQLite, and a web dev app on
/// its database. A repository added to the feature is registered here and in
/// `SketchPostgresStorage`.
public enum SketchSQLiteStorage: SQLiteFeatureStorage {
    public static var migrations: [DatabaseMigration] { SQLiteSketchRepository.migrations }

    public static func register(in container: Container, database: DatabaseProvider) {
        container.register((any SketchRepository).self, instance: SQLiteSketchRepository(database: database))
    }
}
