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
    let migrations: [DatabaseMigration]
    private let readers: Readers
    private let opened = Mutex<DatabaseOpener.Opened?>(nil)
    /// Serializes writes with other processes on the same file (``WriterLock``), made when
    /// the file is first opened.
    private let fileLock = Mutex<WriterLock?>(nil)

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

    /// The file's ``WriterLock``; nil in memory, or where it cannot be made.
    var lock: WriterLock? {
        guard case .file(let url) = location else { return nil }
        return fileLock.withLock { lock in
            if lock == nil {
                try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                lock = WriterLock(beside: url)
            }
            return lock
        }
    }

    /// The open, migrated database.
    public func writer() throws(StorageError) -> any DatabaseWriter {
        try open().connections
    }

    /// Runs `operation` in a write transaction, mapping database errors to ``StorageError``.
    /// On a read-only database it throws ``StorageError/readOnly(path:)`` without running it.
    /// The transaction commits holding the file's ``WriterLock``.
    public func write<T>(_ operation: (Database) throws -> T) throws(StorageError) -> T {
        let database = try open()
        guard !database.isReadOnly else { throw .readOnly(path: location.displayPath) }
        do {
            guard let lock = self.lock else { return try database.connections.write(operation) }
            return try database.connections.writeWithoutTransaction { db in
                try lock.holding {
                    var result: T?
                    try db.inTransaction {
                        result = try operation(db)
                        return .commit
                    }
                    guard let result else { throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "the transaction committed with no result") }
                    return result
                }
            }
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
            let database = try DatabaseOpener.open(location, migrations: migrations, readers: readers) { () throws(StorageError) in
                // Only once the file is known to be one this program may write.
                self.lock
            }
            cached = database
            return database
        }
    }

    /// The SQLite library in use, such as `3.40.1`.
    public func sqliteVersion() throws(StorageError) -> String {
        try read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") ?? "unknown" }
    }
}
