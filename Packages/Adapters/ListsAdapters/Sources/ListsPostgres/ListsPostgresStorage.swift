import Injection
import PostgresStorage
import ListsPorts

/// The Lists feature's storage on PostgreSQL: its items, under the feature's Ports, with its
/// schema. The server's root registers it when its storage is PostgreSQL.
public enum ListsPostgresStorage: PostgresFeatureStorage {
    public static var migrations: [PostgresMigration] { PostgresListsRepository.migrations }

    public static func register(in container: Container, pool: PostgresPool) {
        container.register((any ListsRepository).self, instance: PostgresListsRepository(database: pool))
    }
}
