import Foundation
import GRDB
import Synchronization

/// Opens the database on first use and hands out the same connection afterwards.
///
/// A composition root creates one and stores it (a shared dependency). Opening is deferred
/// so that commands which never touch the database (`--help`, searches) never fail because
/// of it, and a damaged file is reported, never overwritten. A file that cannot be written
/// opens read-only: reads work, and writes fail with ``StorageError/readOnly(path:)``.
public final class DatabaseProvider: Sendable {
    /// Where the database lives.
    public let location: DatabaseLocation
    private let migrations: [DatabaseMigration]
    private let opened = Mutex<DatabaseOpener.Opened?>(nil)

    /// Creates a provider; nothing is opened yet.
    public init(location: DatabaseLocation, migrations: [DatabaseMigration]) {
        self.location = location
        self.migrations = migrations
    }

    /// The open, migrated database.
    public func writer() throws(StorageError) -> any DatabaseWriter {
        try open().queue
    }

    /// Runs `operation` in a write transaction, mapping database errors to ``StorageError``.
    /// On a read-only database it throws ``StorageError/readOnly(path:)`` without running it.
    public func write<T>(_ operation: (Database) throws -> T) throws(StorageError) -> T {
        let database = try open()
        guard !database.isReadOnly else { throw .readOnly(path: location.displayPath) }
        do {
            return try database.queue.write(operation)
        } catch {
            throw DatabaseOpener.storageError(for: error, at: location)
        }
    }

    /// Runs `operation` with read access, mapping database errors to ``StorageError``.
    public func read<T>(_ operation: (Database) throws -> T) throws(StorageError) -> T {
        let queue = try open().queue
        do {
            return try queue.read(operation)
        } catch {
            throw DatabaseOpener.storageError(for: error, at: location)
        }
    }

    private func open() throws(StorageError) -> DatabaseOpener.Opened {
        try opened.withLock { cached throws(StorageError) -> DatabaseOpener.Opened in
            if let cached { return cached }
            let database = try DatabaseOpener.open(location, migrations: migrations)
            cached = database
            return database
        }
    }
}
