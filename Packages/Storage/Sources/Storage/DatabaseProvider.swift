import Foundation
import GRDB
import Synchronization

/// Opens the database on first use and hands out the same connection afterwards.
///
/// A composition root creates one and stores it (a shared dependency). Opening is deferred
/// so that commands which never touch the database (`--help`, searches) never fail because
/// of it, and a damaged file is reported, never overwritten.
public final class DatabaseProvider: Sendable {
    /// Where the database lives.
    public let location: DatabaseLocation
    private let migrations: [DatabaseMigration]
    private let opened = Mutex<DatabaseQueue?>(nil)

    /// Creates a provider; nothing is opened yet.
    public init(location: DatabaseLocation, migrations: [DatabaseMigration]) {
        self.location = location
        self.migrations = migrations
    }

    /// The open, migrated database.
    public func writer() throws(StorageError) -> any DatabaseWriter {
        try opened.withLock { cached throws(StorageError) -> DatabaseQueue in
            if let cached { return cached }
            let queue = try DatabaseOpener.open(location, migrations: migrations)
            cached = queue
            return queue
        }
    }

    /// Runs `operation` in a write transaction, mapping database errors to ``StorageError``.
    public func write<T>(_ operation: (Database) throws -> T) throws(StorageError) -> T {
        let writer = try writer()
        do {
            return try writer.write(operation)
        } catch {
            throw DatabaseOpener.storageError(for: error, at: location)
        }
    }

    /// Runs `operation` with read access, mapping database errors to ``StorageError``.
    public func read<T>(_ operation: (Database) throws -> T) throws(StorageError) -> T {
        let writer = try writer()
        do {
            return try writer.read(operation)
        } catch {
            throw DatabaseOpener.storageError(for: error, at: location)
        }
    }
}
