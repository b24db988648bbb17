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
    private let readers: Readers
    private let opened = Mutex<DatabaseOpener.Opened?>(nil)

    /// How reads are served.
    public enum Readers: Sendable {
        /// On the one connection that also writes, one at a time: a command-line process, and
        /// what ``DatabaseChangeMonitor`` needs (its `data_version` is per connection).
        case serialized
        /// On a pool of connections, side by side with each other and with the write in
        /// progress (WAL): a server answering many requests at once. A file only; an
        /// in-memory or read-only database keeps one connection.
        case pool
    }

    /// Creates a provider; nothing is opened yet.
    public init(location: DatabaseLocation, migrations: [DatabaseMigration], readers: Readers = .serialized) {
        self.location = location
        self.migrations = migrations
        self.readers = readers
    }

    /// The open, migrated database.
    public func writer() throws(StorageError) -> any DatabaseWriter {
        try open().connections
    }

    /// Runs `operation` in a write transaction, mapping database errors to ``StorageError``.
    /// On a read-only database it throws ``StorageError/readOnly(path:)`` without running it.
    public func write<T>(_ operation: (Database) throws -> T) throws(StorageError) -> T {
        let database = try open()
        guard !database.isReadOnly else { throw .readOnly(path: location.displayPath) }
        do {
            return try database.connections.write(operation)
        } catch {
            throw DatabaseOpener.storageError(for: error, at: location)
        }
    }

    /// Runs `operation` with read access, mapping database errors to ``StorageError``.
    public func read<T>(_ operation: (Database) throws -> T) throws(StorageError) -> T {
        let connections = try open().connections
        do {
            return try connections.read(operation)
        } catch {
            throw DatabaseOpener.storageError(for: error, at: location)
        }
    }

    private func open() throws(StorageError) -> DatabaseOpener.Opened {
        try opened.withLock { cached throws(StorageError) -> DatabaseOpener.Opened in
            if let cached { return cached }
            let database = try DatabaseOpener.open(location, migrations: migrations, readers: readers)
            cached = database
            return database
        }
    }
}
