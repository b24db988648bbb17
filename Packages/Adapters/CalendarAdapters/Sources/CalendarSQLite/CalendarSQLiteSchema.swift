import Storage

/// The Calendar feature's SQLite schema, in the order it is applied: air dates, feed tokens,
/// notification targets, the films' release dates. The one list `watchlist`,
/// `watchlist-server` and `calendar-dev` apply.
public enum CalendarSQLiteSchema {
    /// Every store's migrations.
    public static var migrations: [DatabaseMigration] {
        SQLiteAirDateStore.migrations + SQLiteFeedTokenStore.migrations + SQLiteNotificationStore.migrations + SQLiteMovieReleaseStore.migrations
    }
}
