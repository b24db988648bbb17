import Injection
import PostgresStorage
import ScrobblingPorts

/// The Scrobbling feature's storage on PostgreSQL: the hooks, their events and the inbox, under the
/// feature's Ports, with its schema. The server's root registers it when its storage is PostgreSQL.
public enum ScrobblingPostgresStorage: PostgresFeatureStorage {
    public static var migrations: [PostgresMigration] { PostgresHookRepository.migrations }

    public static func register(in container: Container, pool: PostgresPool) {
        container.register((any HookRepository).self, instance: PostgresHookRepository(database: pool))
    }
}
