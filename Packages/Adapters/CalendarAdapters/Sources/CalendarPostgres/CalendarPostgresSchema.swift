import PostgresStorage

/// The Calendar feature's PostgreSQL schema, in the order SQLite's is applied
/// (`CalendarSQLiteSchema`).
public enum CalendarPostgresSchema {
    /// Every store's migrations.
    public static var migrations: [PostgresMigration] {
        PostgresAirDateStore.migrations + PostgresFeedTokenStore.migrations + PostgresNotificationStore.migrations + PostgresMovieReleaseStore.migrations
    }
}
