import AuthPorts
import Injection
import Storage

/// The Auth feature's storage on SQLite: profiles, log-in tokens, the household and second factors,
/// under the feature's Ports, with its schema. The server's root registers it when its storage is
/// SQLite, and a dev app on its database.
public enum AuthSQLiteStorage: SQLiteFeatureStorage {
    public static var migrations: [DatabaseMigration] { AuthSQLiteSchema.migrations }

    public static func register(in container: Container, database: DatabaseProvider) {
        container.register((any ProfileRepository).self, instance: SQLiteProfileRepository(database: database))
        container.register((any AccessTokenStore).self, instance: SQLiteAccessTokenStore(database: database))
        container.register((any HouseholdStore).self, instance: SQLiteHouseholdStore(database: database))
        container.register((any TwoFactorStore).self, instance: SQLiteTwoFactorStore(database: database))
    }
}
