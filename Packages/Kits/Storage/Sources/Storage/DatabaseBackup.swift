import Foundation
import GRDB

/// A copy of the database made by ``DatabaseProvider/backup(to:)``.
public struct DatabaseBackupFile: Sendable, Equatable {
    /// The copy's path.
    public let path: String
    /// Its size in bytes.
    public let bytes: Int64
}

extension DatabaseProvider {
    /// Copies the database, as it is when the copy begins, to a new file at `destination`,
    /// with SQLite's online backup, while this process and others go on reading and writing
    /// it: the copy is one read transaction, so every write committed before it began is in
    /// it, and none that began after. The copy is written beside `destination` and renamed
    /// into place once complete, so a failure never leaves part of one under that name; it
    /// is one file, in SQLite's rollback-journal mode, that ``restore(from:force:)`` or
    /// `sqlite3` reads as it is.
    /// - Throws: ``BackupError/destinationExists(path:)`` rather than replace a file.
    @discardableResult
    public func backup(to destination: URL) throws(BackupError) -> DatabaseBackupFile {
        guard !FileManager.default.fileExists(atPath: destination.path) else { throw .destinationExists(path: destination.path) }
        let partial = destination.deletingLastPathComponent().appending(path: ".\(destination.lastPathComponent).partial")
        try? FileManager.default.removeItem(at: partial)
        do {
            let source = try writer()
            let copy = try DatabaseQueue(path: partial.path)
            try source.backup(to: copy)
            try copy.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
            }
            try copy.close()
            try FileManager.default.moveItem(at: partial, to: destination)
        } catch let error as StorageError {
            try? FileManager.default.removeItem(at: partial)
            throw .storage(error)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw .cannotWrite(path: destination.path, reason: "\(error)")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: destination.path)[.size] as? NSNumber)?.int64Value ?? 0
        return DatabaseBackupFile(path: destination.path, bytes: size)
    }

    /// Whether the database holds no data: no row in any table but the migrations' record.
    public func isEmpty() throws(StorageError) -> Bool {
        try read { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                """)
            for table in tables where try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table.quotedDatabaseIdentifier))") == true {
                return false
            }
            return true
        }
    }

    /// Puts the backup at `source` in place of this database's contents, then brings it up
    /// to this build's schema (a backup an older version made). The backup is checked
    /// first, untouched: an SQLite file, whole (`quick_check`), with the migrations' record
    /// of this program and none this build does not know. A database that holds data is
    /// replaced only with `force`. The copy is SQLite's online backup into the open file,
    /// holding its writer lock, so another process's reads and writes wait or see it whole.
    public func restore(from source: URL, force: Bool) throws(BackupError) {
        let backup = try Self.checkedBackup(at: source, migrations: migrations)
        if !force, try !isEmptyForRestore() { throw .notEmpty(path: location.displayPath) }
        do {
            let target = try writer()
            if let lock {
                try lock.holding { try backup.backup(to: target) }
            } else {
                try backup.backup(to: target)
            }
            try backup.close()
        } catch let error as StorageError {
            throw .storage(error)
        } catch {
            throw .storage(DatabaseOpener.storageError(for: error, at: location))
        }
        do {
            // A new provider migrates what the backup lacks, as any program opening it would.
            _ = try DatabaseProvider(location: location, migrations: migrations).writer()
        } catch {
            throw .storage(error)
        }
    }

    private func isEmptyForRestore() throws(BackupError) -> Bool {
        do {
            return try isEmpty()
        } catch {
            throw .storage(error)
        }
    }

    /// The backup at `url`, opened read-only once it is known to be one this build can restore.
    private static func checkedBackup(at url: URL, migrations: [DatabaseMigration]) throws(BackupError) -> DatabaseQueue {
        guard FileManager.default.fileExists(atPath: url.path) else { throw .notABackup(path: url.path, reason: "there is no such file") }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            let problem: String? = try queue.read { db in
                let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
                guard check == ["ok"] else { return "it is damaged (\(check.prefix(3).joined(separator: "; ")))" }
                let hasRecord = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations')") ?? false
                guard hasRecord else { return "it is an SQLite database, but not one of this program's" }
                let applied = try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
                let unknown = applied.subtracting(migrations.map(\.identifier))
                guard unknown.isEmpty else {
                    return "a newer version of this program made it (it has changes this version does not know: \(unknown.sorted().joined(separator: ", "))); restore it with that version"
                }
                guard !applied.isEmpty else { return "it is an SQLite database, but not one of this program's" }
                return nil
            }
            if let problem {
                try queue.close()
                throw BackupError.notABackup(path: url.path, reason: problem)
            }
            return queue
        } catch let error as BackupError {
            throw error
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            throw .notABackup(path: url.path, reason: "it is not an SQLite database")
        } catch {
            throw .notABackup(path: url.path, reason: "it cannot be read (\(error))")
        }
    }
}

/// Why a backup could not be made or restored. Each message says what to do.
public enum BackupError: Error, Equatable, CustomStringConvertible {
    /// A backup never replaces a file.
    case destinationExists(path: String)
    /// The backup could not be written where asked.
    case cannotWrite(path: String, reason: String)
    /// The file to restore is not a backup this build can restore.
    case notABackup(path: String, reason: String)
    /// The store to restore into holds data, and `force` was not given.
    case notEmpty(path: String)
    /// The store itself failed.
    case storage(StorageError)

    public var description: String {
        switch self {
        case .destinationExists(let path):
            "\(path) exists already, and a backup never replaces a file: name a new file, or move that one aside"
        case .cannotWrite(let path, let reason):
            "cannot write the backup \(path) (\(reason)); check that its directory exists and can be written, and that the disk has room"
        case .notABackup(let path, let reason):
            "\(path) cannot be restored: \(reason). Nothing was changed"
        case .notEmpty(let path):
            "\(path) holds data already, and a restore replaces all of it. Nothing was changed: back it up first, then give --force to replace it"
        case .storage(let error):
            error.description
        }
    }
}
