// The schema of the app's SQLite database, defined once for the two executables that open
// it: `watchlist` and `watchlist-server` may keep their data in the same file, so both must
// know every migration either of them applies.
import AuthSQLite
import MoviesSQLite
import ScrobblingSQLite
import Storage
import WatchlistSQLite

/// The SQLite migrations of the features the roots wire by hand, in the order they apply. A
/// feature that plugs itself in brings its own (`sqliteMigrations` of its `AppFeature` and
/// `ServerFeature`), which each root applies after these.
public enum AppSchema {
    /// Movies, then profiles and their access tokens, then the lists that name both, then
    /// the hooks that record viewings in them.
    /// Identifiers are namespaced by feature (`auth.v2.tokens`), so a file either
    /// executable wrote opens in the other.
    public static var migrations: [DatabaseMigration] {
        [
            SQLiteMovieRepository.migrations, SQLiteProfileRepository.migrations, SQLiteAccessTokenStore.migrations,
            SQLiteWatchlistRepository.migrations, SQLiteHookRepository.migrations,
        ].flatMap { $0 }
    }
}
