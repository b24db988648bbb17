import Foundation
import Injection
import Logging
import PostgresStorage
import ReadCache
import ReadCachePostgres
import ReadCacheSQLite
import ServerComposition
import ServiceLifecycle
import Storage

/// The storage the server's features share, opened and migrated: the only place that knows
/// SQLite from PostgreSQL, with what runs beside it.
struct ServerStorage: Sendable {
    /// The database itself, on which every feature's storage registers its repositories.
    enum Database: Sendable {
        /// A SQLite file (or memory), migrated with every feature's `<Feature>SQLiteStorage`.
        case sqlite(DatabaseProvider)
        /// PostgreSQL, migrated with every feature's `<Feature>PostgresStorage`.
        case postgres(PostgresPool)
    }

    /// The database, for the features' repositories.
    let database: Database
    /// How this server hears of the writes of the others that share the storage.
    let invalidations: any InvalidationChannel
    /// What must run beside the HTTP server for the storage to work, as one of the
    /// application's services: PostgreSQL's pool, whose connections close when it stops;
    /// nothing for SQLite.
    let services: [any Service]

    /// Every feature's PostgreSQL schema, in the features' order: profiles come before the
    /// lists that name them.
    static var postgresMigrations: [PostgresMigration] {
        ServerFeatureStorages.postgres.flatMap { $0.migrations }
    }

    /// Every feature's SQLite schema, in the features' order, as `watchlist` applies it.
    static var sqliteMigrations: [DatabaseMigration] {
        ServerFeatureStorages.sqlite.flatMap { $0.migrations }
    }

    /// Opens and migrates the storage now, so that a bad file or an unreachable PostgreSQL
    /// stops the start rather than a request.
    static func open(_ storage: StorageLocation, logger: Logger) async throws -> ServerStorage {
        switch storage {
        case .sqlite(let location):
            // Requests read side by side on a pool of connections; the CLI's one connection
            // would serialize them (the token check alone reached 11% of /health's throughput).
            let database = DatabaseProvider(location: location, migrations: sqliteMigrations, readers: .pool)
            _ = try database.writer()
            // SQLite before 3.51.3 can corrupt a file that two processes write at once; every
            // write here waits on the file's lock beside it (docs/server.md).
            let version = try database.sqliteVersion()
            logger.info("sqlite", metadata: ["version": "\(version)", "writes": "one process at a time, by \(location.displayPath).lock"])
            return sqlite(database, invalidations: sqliteInvalidations(location, logger: logger))
        case .postgres(let location):
            return postgres(try await PostgresPool.open(location, migrations: postgresMigrations, logger: logger), logger: logger)
        }
    }

    /// Registers every feature's repositories on the database in `container`, for the features'
    /// server values to resolve under their Ports.
    func register(in container: Container) {
        switch database {
        case .sqlite(let database):
            for storage in ServerFeatureStorages.sqlite { storage.register(in: container, database: database) }
        case .postgres(let pool):
            for storage in ServerFeatureStorages.postgres { storage.register(in: container, pool: pool) }
        }
    }

    /// Runs `body` with the storage's services running, then stops them: for a command that
    /// uses the storage without serving (the administration's).
    func whileOpen<Value: Sendable>(_ body: () async throws -> Value) async throws -> Value {
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
        return SQLiteInvalidationChannel(watching: location, migrations: sqliteMigrations, logger: logger)
    }

    private static func sqlite(_ database: DatabaseProvider, invalidations: any InvalidationChannel) -> ServerStorage {
        ServerStorage(database: .sqlite(database), invalidations: invalidations, services: [])
    }

    private static func postgres(_ pool: PostgresPool, logger: Logger) -> ServerStorage {
        ServerStorage(database: .postgres(pool), invalidations: PostgresInvalidationChannel(pool: pool, logger: logger), services: [pool])
    }
}
