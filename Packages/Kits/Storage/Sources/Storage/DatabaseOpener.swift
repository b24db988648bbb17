import Foundation
import GRDB

/// Opens a database file safely: creates its directory, reads before it writes (so that a
/// file that is not an SQLite database, or one a newer version changed, is refused
/// untouched), opens a file it cannot write read-only, turns on WAL and a busy timeout,
/// and runs the migrations.
enum DatabaseOpener {
    /// An open database.
    struct Opened {
        /// One serialized connection, or a pool of readers beside the writer.
        let connections: any DatabaseWriter
        /// The file or its directory cannot be written; the schema is up to date.
        let isReadOnly: Bool
    }

    /// How long a connection waits for another process's write to finish.
    static let busyTimeout: TimeInterval = 5

    /// Opens the database at `location`; what it writes (WAL, migrations, the checkpoint of
    /// the connection it closes for a pool) it writes holding `lock`'s ``WriterLock``.
    static func open(
        _ location: DatabaseLocation, migrations: [DatabaseMigration], readers: DatabaseProvider.Readers, lock: () throws(StorageError) -> WriterLock?
    ) throws(StorageError) -> Opened {
        let runner = MigrationRunner(migrations: migrations, location: location)
        switch location {
        case .inMemory:
            let queue = try wrap(location) { try DatabaseQueue(configuration: configuration(readOnly: false)) }
            try runner.migrate(queue)
            return Opened(connections: queue, isReadOnly: false)
        case .file(let url):
            try prepareDirectory(for: url)
            let file = try DatabaseFileAccess(url)
            let queue = try wrap(location) {
                try DatabaseQueue(path: file.sqliteName, configuration: configuration(readOnly: !file.isWritable))
            }
            // Only reads so far: a connection that reads and closes leaves the file, and
            // the absence of -wal and -shm files, as they were.
            let pending = try runner.pendingMigrations(in: queue)
            guard file.isWritable else {
                guard pending.isEmpty else { throw .readOnly(path: location.displayPath) }
                return Opened(connections: queue, isReadOnly: true)
            }
            let writerLock = try lock()
            try holding(writerLock, at: location) { () throws(StorageError) in
                try useWriteAheadLog(queue, at: location)
                if !pending.isEmpty {
                    try runner.migrate(queue)
                }
                // Migrated, in WAL mode: the one connection makes way for a pool.
                if readers == .pool { try wrap(location) { try queue.close() } }
            }
            guard readers == .pool else { return Opened(connections: queue, isReadOnly: false) }
            let pool = try wrap(location) { try DatabasePool(path: file.sqliteName, configuration: configuration(readOnly: false)) }
            return Opened(connections: pool, isReadOnly: false)
        }
    }

    /// Runs `body` holding `lock`, if there is one.
    private static func holding(_ lock: WriterLock?, at location: DatabaseLocation, _ body: () throws(StorageError) -> Void) throws(StorageError) {
        guard let lock else { return try body() }
        do {
            try lock.holding { try body() }
        } catch let error as StorageError {
            throw error
        } catch {
            throw storageError(for: error, at: location)
        }
    }

    private static func configuration(readOnly: Bool) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.readonly = readOnly
        return configuration
    }

    /// Turns on write-ahead logging, which the file keeps, so readers and a writer in
    /// different processes do not block each other. Done here rather than by GRDB's
    /// `journalMode = .wal`, which writes to the file on every open.
    ///
    /// When several processes open a fresh file at once, SQLite can answer the switch with
    /// SQLITE_BUSY at once, without waiting through the busy timeout (seen in about one run
    /// in twenty of `ConcurrentAccessTests`). The switch is tried again until the same
    /// timeout has passed; by then another process has usually made the switch itself.
    private static func useWriteAheadLog(_ queue: DatabaseQueue, at location: DatabaseLocation) throws(StorageError) {
        let deadline = Date.now.addingTimeInterval(busyTimeout)
        try wrap(location) {
            try queue.writeWithoutTransaction { db in
                if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                    while true {
                        do {
                            try db.execute(sql: "PRAGMA journal_mode = WAL")
                            break
                        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date.now < deadline {
                            Thread.sleep(forTimeInterval: 0.01)
                        }
                    }
                }
                // What GRDB sets in WAL mode: durable at each checkpoint, never corrupt.
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
            }
        }
    }

    private static func prepareDirectory(for url: URL) throws(StorageError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(path: directory.path, reason: reason(error))
        }
    }

    private static func wrap<T>(_ location: DatabaseLocation, _ operation: () throws -> T) throws(StorageError) -> T {
        do {
            return try operation()
        } catch {
            throw storageError(for: error, at: location)
        }
    }

    static func storageError(for error: any Error, at location: DatabaseLocation) -> StorageError {
        if let error = error as? StorageError { return error }
        guard let error = error as? DatabaseError else { return .queryFailed(reason: reason(error)) }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: return .notADatabase(path: location.displayPath)
        case .SQLITE_READONLY: return .readOnly(path: location.displayPath)
        case .SQLITE_CANTOPEN, .SQLITE_PERM: return .cannotOpen(path: location.displayPath, reason: reason(error))
        default: return .queryFailed(reason: reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return (error as NSError).localizedDescription
    }
}
