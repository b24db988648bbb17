import Storage

/// The Auth feature's SQLite schema, in the order it is applied: profiles, then their access
/// tokens. The one list `watchlist`, `watchlist-server` and `auth-dev` apply.
public enum AuthSQLiteSchema {
    /// Every store's migrations.
    public static var migrations: [DatabaseMigration] {
        SQLiteProfileRepository.migrations + SQLiteAccessTokenStore.migrations + SQLiteHouseholdStore.migrations
            + SQLiteTwoFactorStore.migrations
    }
}
