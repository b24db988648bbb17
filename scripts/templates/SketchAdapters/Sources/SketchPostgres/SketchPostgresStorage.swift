import Injection
import PostgresStorage
import SketchPorts

/// The Sketch feature's storage on PostgreSQL: its items, under the feature's Ports, with its
/// schema. The server's root registers it when its storage is PostgreSQL.
public enum SketchPostgresStorage: PostgresFeatureStorage {
    public static var migrations: [PostgresMigration] { PostgresSketchRepository.migrations }

    public static func register(in container: Container, pool: PostgresPool) {
        container.register((any SketchRepository).self, instance: PostgresSketchRepository(database: pool))
    }
}
