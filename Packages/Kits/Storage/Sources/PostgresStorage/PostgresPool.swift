import Logging
import NIOSSL
import PostgresNIO
import ServiceLifecycle

/// A PostgreSQL database, open and migrated: a pool of connections that the features'
/// Postgres repositories share, as their SQLite ones share a `DatabaseProvider`.
///
/// The pool works while ``run()`` runs: as one of an application's services (the server's),
/// or inside ``withOpen(_:migrations:logger:maximumConnections:_:)``. Its connections close
/// when `run()` returns, in one place, after the services that run after it have stopped.
public final class PostgresPool: Service, Sendable {
    /// The pool. Queries wait for a free connection.
    public let client: PostgresClient
    /// Where queries log.
    public let logger: Logger
    /// Where the database is, without its password.
    public let location: PostgresLocation

    private init(client: PostgresClient, location: PostgresLocation, logger: Logger) {
        self.client = client
        self.location = location
        self.logger = logger
    }

    /// Keeps the pool's connections until the task is cancelled or a graceful shutdown
    /// begins, then closes them. Queries wait for it to run.
    public func run() async {
        await client.run()
    }

    /// A logger that reports warnings and errors only: the pool's when its caller brings none.
    public static var warningsOnly: Logger {
        var logger = Logger(label: "watchlist.postgres")
        logger.logLevel = .warning
        return logger
    }

    /// Connects once to check the location and the credentials, applies `migrations` that the
    /// database lacks, then makes the pool, which connects once ``run()`` runs.
    /// - Parameters:
    ///   - connectTimeout: How long to wait for the server to answer.
    ///   - maximumConnections: The pool's size.
    /// - Throws: ``PostgresStartError``, which says what to do.
    public static func open(
        _ location: PostgresLocation, migrations: [PostgresMigration], logger: Logger = warningsOnly,
        connectTimeout: Duration = .seconds(10), maximumConnections: Int = 20
    ) async throws(PostgresStartError) -> PostgresPool {
        let tls = try tlsSetting(location.tls)
        do {
            var configuration = PostgresConnection.Configuration(
                host: location.host, port: location.port, username: location.username, password: location.password,
                database: location.database, tls: tls.connection
            )
            configuration.options.connectTimeout = .nanoseconds(Int64(connectTimeout.components.seconds) * 1_000_000_000)
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
            do {
                try await PostgresMigrationRunner.migrate(connection, to: migrations, logger: logger)
            } catch {
                try? await connection.close()
                throw error
            }
            try await connection.close()
        } catch {
            throw PostgresFailure.startError(for: error, at: location)
        }
        var configuration = PostgresClient.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database, tls: tls.pool
        )
        configuration.options.connectTimeout = connectTimeout
        configuration.options.maximumConnections = maximumConnections
        return PostgresPool(client: PostgresClient(configuration: configuration, backgroundLogger: logger), location: location, logger: logger)
    }

    /// Opens a pool as ``open(_:migrations:logger:connectTimeout:maximumConnections:)`` does,
    /// runs it while `body` runs with it, and closes it however `body` ends.
    public static func withOpen<Result: Sendable>(
        _ location: PostgresLocation, migrations: [PostgresMigration], logger: Logger = warningsOnly,
        maximumConnections: Int = 20, _ body: (PostgresPool) async throws -> Result
    ) async throws -> Result {
        let pool = try await open(location, migrations: migrations, logger: logger, maximumConnections: maximumConnections)
        return try await withThrowingTaskGroup(of: Void.self, returning: Result.self) { group in
            group.addTask { await pool.run() }
            defer { group.cancelAll() }
            return try await body(pool)
        }
    }

    private static func tlsSetting(_ mode: PostgresLocation.TLSMode) throws(PostgresStartError) -> (connection: PostgresConnection.Configuration.TLS, pool: PostgresClient.Configuration.TLS) {
        switch mode {
        case .disable:
            return (.disable, .disable)
        case .prefer, .require:
            let context: NIOSSLContext
            do {
                context = try NIOSSLContext(configuration: .makeClientConfiguration())
            } catch {
                throw .invalidURL(reason: "TLS cannot be set up here (\(error)); use sslmode=disable for a server on a private network")
            }
            return mode == .prefer ? (.prefer(context), .prefer(.makeClientConfiguration())) : (.require(context), .require(.makeClientConfiguration()))
        }
    }
}

extension PostgresPool {
    /// Runs `body` in one transaction that first takes the transaction-scoped advisory lock
    /// of `key`: writes that name the same key (one profile's list) run one after another,
    /// as SQLite's single writer runs them, and others side by side.
    public func transaction<Result: Sendable>(
        locking key: String, _ body: (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(hashtextextended(\(key), 0))", logger: logger)
            return try await body(connection)
        }
    }
}
