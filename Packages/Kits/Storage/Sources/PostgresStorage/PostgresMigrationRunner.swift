import Logging
import PostgresNIO

/// Brings a database up to the features' migrations on one connection. Servers that start
/// together take turns through an advisory lock, so each migration runs once; a database
/// that records migrations this build does not know was changed by a newer version and is
/// refused untouched.
enum PostgresMigrationRunner {
    /// The advisory lock's key: any number, the same for every server of this program.
    private static let lockKey: Int64 = 0x5741_5443_484C_4953

    static func migrate(_ connection: PostgresConnection, to migrations: [PostgresMigration], logger: Logger) async throws {
        try await connection.query("SELECT pg_advisory_lock(\(lockKey))", logger: logger)
        do {
            try await apply(migrations, on: connection, logger: logger)
        } catch {
            _ = try? await connection.query("SELECT pg_advisory_unlock(\(lockKey))", logger: logger)
            throw error
        }
        try await connection.query("SELECT pg_advisory_unlock(\(lockKey))", logger: logger)
    }

    private static func apply(_ migrations: [PostgresMigration], on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query(
            "CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())", logger: logger
        )
        var applied: Set<String> = []
        for try await name in try await connection.query("SELECT name FROM schema_migration", logger: logger).decode(String.self) {
            applied.insert(name)
        }
        let unknown = applied.subtracting(migrations.map(\.name))
        guard unknown.isEmpty else { throw PostgresStartError.writtenByNewerVersion(unknownMigrations: unknown.sorted()) }
        for migration in migrations where !applied.contains(migration.name) {
            do {
                try await connection.withTransaction(logger: logger) { transaction in
                    for statement in migration.statements {
                        try await transaction.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                    try await transaction.query("INSERT INTO schema_migration (name) VALUES (\(migration.name))", logger: logger)
                }
            } catch {
                throw PostgresStartError.migrationFailed(name: migration.name, reason: PostgresFailure.reason(of: error))
            }
            logger.info("applied a PostgreSQL migration", metadata: ["migration": "\(migration.name)"])
        }
    }
}
