import GRDB

/// Brings a database up to this build's schema: every migration it lacks, all in one
/// `BEGIN IMMEDIATE` transaction.
///
/// GRDB's `DatabaseMigrator` reads which migrations are applied outside the transactions
/// that apply them, one transaction per migration. Two processes opening a fresh file at
/// once then both find nothing applied, and the second fails with "table already
/// exists". Here the check and the migrations share one write transaction: the second
/// process waits for the first (the busy timeout), then finds nothing left to do.
/// Applied identifiers are kept in GRDB's own `grdb_migrations` table, so files migrated
/// by `DatabaseMigrator` and by this runner read the same.
struct MigrationRunner {
    /// The migrations this build knows, in order.
    let migrations: [DatabaseMigration]
    /// The database, for messages.
    let location: DatabaseLocation

    /// The migrations the database lacks, read without writing anything. A database that
    /// records migrations this build does not know is refused.
    func pendingMigrations(in queue: DatabaseQueue) throws(StorageError) -> [DatabaseMigration] {
        do {
            return try queue.read(pendingMigrations)
        } catch {
            throw DatabaseOpener.storageError(for: error, at: location)
        }
    }

    /// Applies every migration the database lacks, or none of them.
    func migrate(_ queue: DatabaseQueue) throws(StorageError) {
        var running: String?
        do {
            try queue.writeWithoutTransaction { db in
                // Migrations may rebuild tables, which foreign keys would cascade through;
                // they are checked after each migration instead, and this pragma only
                // takes effect outside a transaction.
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                let outcome = Result {
                    try db.inTransaction(.immediate) {
                        try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
                        for migration in try pendingMigrations(db) {
                            running = migration.identifier
                            try migration.migrate(db)
                            try db.checkForeignKeys()
                            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.identifier])
                        }
                        running = nil
                        return .commit
                    }
                }
                try db.execute(sql: "PRAGMA foreign_keys = ON")
                try outcome.get()
            }
        } catch {
            let storageError = DatabaseOpener.storageError(for: error, at: location)
            guard let running, case .queryFailed(let reason) = storageError else { throw storageError }
            throw .migrationFailed(path: location.displayPath, identifier: running, reason: reason)
        }
    }

    private func pendingMigrations(_ db: Database) throws -> [DatabaseMigration] {
        // One query on sqlite_master rather than `db.tableExists`, which loads the whole schema:
        // every command opens the database, so this is start-up time.
        let hasMigrationTable = try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations')"
        ) ?? false
        let applied = hasMigrationTable
            ? try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
            : []
        let unknown = applied.subtracting(migrations.map(\.identifier))
        guard unknown.isEmpty else {
            throw StorageError.writtenByNewerVersion(path: location.displayPath, unknownMigrations: unknown.sorted())
        }
        return migrations.filter { !applied.contains($0.identifier) }
    }
}
