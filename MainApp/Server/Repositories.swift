import AppSchema
import AuthPorts
import AuthPostgres
import AuthSQLite
import Logging
import MoviesInterface
import MoviesPorts
import MoviesPostgres
import MoviesSQLite
import PostgresStorage
import ReadCache
import ReadCachePostgres
import ReadCacheSQLite
import ScrobblingPorts
import ScrobblingPostgres
import ScrobblingSQLite
import ServiceLifecycle
import Storage
import WatchlistInterface
import WatchlistPorts
import WatchlistPostgres
import WatchlistSQLite

/// The repositories that the server's features share, on one storage: the only place that
/// knows SQLite from PostgreSQL. Everything above sees the feature's protocols.
struct Repositories: Sendable {
    let profiles: any ProfileRepository
    let tokens: any AccessTokenStore
    let watchlist: any WatchlistRepository
    let shares: any ListShareRepository
    /// Where hooks' playbacks are recorded, in the lists' own storage.
    let playbacks: any PlaybackStore
    let hooks: any HookRepository
    let storedMovies: any MovieRepository
    /// How this server hears of the writes of the others that share the storage.
    let invalidations: any InvalidationChannel
    /// What must run beside the HTTP server for the storage to work, as one of the
    /// application's services: PostgreSQL's pool, whose connections close when it stops;
    /// nothing for SQLite.
    let services: [any Service]

    /// Every feature's PostgreSQL schema; profiles come before the lists that name them.
    static var postgresMigrations: [PostgresMigration] {
        PostgresMovieRepository.migrations + PostgresProfileRepository.migrations + PostgresWatchlistRepository.migrations
            + PostgresHookRepository.migrations
    }

    /// Opens and migrates the storage now, so that a bad file or an unreachable PostgreSQL
    /// stops the start rather than a request.
    static func open(_ storage: StorageLocation, logger: Logger) async throws -> Repositories {
        switch storage {
        case .sqlite(let location):
            // Requests read side by side on a pool of connections; the CLI's one connection
            // would serialize them (the token check alone reached 11% of /health's throughput).
            let database = DatabaseProvider(location: location, migrations: AppSchema.migrations, readers: .pool)
            _ = try database.writer()
            return sqlite(database, invalidations: sqliteInvalidations(location, logger: logger))
        case .postgres(let location):
            return postgres(try await PostgresPool.open(location, migrations: postgresMigrations, logger: logger), logger: logger)
        }
    }

    /// Runs `body` with the storage's services running, then stops them: for a command that
    /// uses the storage without serving (the administration's).
    func whileOpen<Value: Sendable>(_ body: @Sendable () async throws -> Value) async throws -> Value {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for service in services { group.addTask { try await service.run() } }
            defer { group.cancelAll() }
            return try await body()
        }
    }

    /// A file can be shared with another server, whose commits a monitor notices; nothing
    /// else reaches an in-memory database.
    private static func sqliteInvalidations(_ location: DatabaseLocation, logger: Logger) -> any InvalidationChannel {
        guard case .file = location else { return ProcessInvalidationChannel() }
        let watched = DatabaseProvider(location: location, migrations: AppSchema.migrations)
        return SQLiteInvalidationChannel(monitor: DatabaseChangeMonitor(database: watched), logger: logger)
    }

    private static func sqlite(_ database: DatabaseProvider, invalidations: any InvalidationChannel) -> Repositories {
        Repositories(
            profiles: SQLiteProfileRepository(database: database), tokens: SQLiteAccessTokenStore(database: database),
            watchlist: SQLiteWatchlistRepository(database: database), shares: SQLiteListShareRepository(database: database),
            playbacks: SQLiteWatchlistRepository(database: database), hooks: SQLiteHookRepository(database: database),
            storedMovies: SQLiteMovieRepository(database: database), invalidations: invalidations, services: []
        )
    }

    private static func postgres(_ pool: PostgresPool, logger: Logger) -> Repositories {
        Repositories(
            profiles: PostgresProfileRepository(database: pool), tokens: PostgresAccessTokenStore(database: pool),
            watchlist: PostgresWatchlistRepository(database: pool), shares: PostgresListShareRepository(database: pool),
            playbacks: PostgresWatchlistRepository(database: pool), hooks: PostgresHookRepository(database: pool),
            storedMovies: PostgresMovieRepository(database: pool), invalidations: PostgresInvalidationChannel(pool: pool, logger: logger),
            services: [pool]
        )
    }
}
