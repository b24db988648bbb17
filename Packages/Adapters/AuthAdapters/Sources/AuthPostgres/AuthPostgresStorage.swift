import AuthPorts
import Injection
import PostgresStorage

/// The Auth feature's storage on PostgreSQL: profiles, log-in tokens, the household and second
/// factors, under the feature's Ports, with its schema. The server's root registers it when its
/// storage is PostgreSQL.
public enum AuthPostgresStorage: PostgresFeatureStorage {
    public static var migrations: [PostgresMigration] { PostgresProfileRepository.migrations }

    public static func register(in container: Container, pool: PostgresPool) {
        container.register((any ProfileRepository).self, instance: PostgresProfileRepository(database: pool))
        container.register((any AccessTokenStore).self, instance: PostgresAccessTokenStore(database: pool))
        container.register((any HouseholdStore).self, instance: PostgresHouseholdStore(database: pool))
        container.register((any TwoFactorStore).self, instance: PostgresTwoFactorStore(database: pool))
    }
}
