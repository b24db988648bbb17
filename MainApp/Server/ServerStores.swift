import AuthCredentials
import AuthLive
import AuthPostgres
import Logging
import MoviesInterface
import MoviesLive
import MoviesPostgres
import PostgresStorage
import Storage
import WatchlistInterface
import WatchlistLive
import WatchlistPostgres

/// The repositories that the server's features share, on one storage: the only place that
/// knows SQLite from PostgreSQL. Everything above sees the feature's protocols.
struct ServerStores: Sendable {
    let profiles: any ProfileRepository
    let tokens: any AccessTokenStore
    let watchlist: any WatchlistRepository
    let shares: any ListShareRepository
    let storedMovies: any MovieRepository
    /// Releases the storage after the last request: PostgreSQL's pool closes; SQLite has nothing to do.
    let close: @Sendable () async -> Void

    /// Every feature's SQLite schema, and the tokens'.
    static var sqliteMigrations: [DatabaseMigration] {
        SQLiteMovieRepository.migrations + SQLiteProfileRepository.migrations + SQLiteAccessTokenStore.migrations
            + SQLiteWatchlistRepository.migrations
    }

    /// Every feature's PostgreSQL schema; profiles come before the lists that name them.
    static var postgresMigrations: [PostgresMigration] {
        PostgresMovieRepository.migrations + PostgresProfileRepository.migrations + PostgresWatchlistRepository.migrations
    }

    /// Opens and migrates the storage now, so that a bad file or an unreachable PostgreSQL
    /// stops the start rather than a request.
    static func open(_ storage: ServerStorage, logger: Logger) async throws -> ServerStores {
        switch storage {
        case .sqlite(let location):
            // Requests read side by side on a pool of connections; the CLI's one connection
            // would serialize them (the token check alone reached 11% of /health's throughput).
            let database = DatabaseProvider(location: location, migrations: sqliteMigrations, readers: .pool)
            _ = try database.writer()
            return sqlite(database)
        case .postgres(let location):
            return postgres(try await PostgresPool.open(location, migrations: postgresMigrations, logger: logger))
        }
    }

    private static func sqlite(_ database: DatabaseProvider) -> ServerStores {
        ServerStores(
            profiles: SQLiteProfileRepository(database: database), tokens: SQLiteAccessTokenStore(database: database),
            watchlist: SQLiteWatchlistRepository(database: database), shares: SQLiteListShareRepository(database: database),
            storedMovies: SQLiteMovieRepository(database: database), close: {}
        )
    }

    private static func postgres(_ pool: PostgresPool) -> ServerStores {
        ServerStores(
            profiles: PostgresProfileRepository(database: pool), tokens: PostgresAccessTokenStore(database: pool),
            watchlist: PostgresWatchlistRepository(database: pool), shares: PostgresListShareRepository(database: pool),
            storedMovies: PostgresMovieRepository(database: pool), close: { await pool.close() }
        )
    }
}
