import Foundation
import GRDB

/// Opens a database file safely: creates its directory, refuses files that are not
/// SQLite databases without writing to them, turns on WAL and a busy timeout, and runs
/// the migrations.
enum DatabaseOpener {
    static func open(_ location: DatabaseLocation, migrations: [DatabaseMigration]) throws(StorageError) -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.foreignKeysEnabled = true
        let queue: DatabaseQueue
        switch location {
        case .inMemory:
            queue = try wrap(location) { try DatabaseQueue(configuration: configuration) }
        case .file(let url):
            try prepareDirectory(for: url)
            try checkReadable(url)
            configuration.journalMode = .wal
            queue = try wrap(location) { try DatabaseQueue(path: url.path, configuration: configuration) }
            // Reading the schema fails on a file that is not a database, before anything is written.
            try wrap(location) { try queue.read { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") } }
        }
        try migrate(queue, with: migrations, at: location)
        return queue
    }

    private static func prepareDirectory(for url: URL) throws(StorageError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(path: directory.path, reason: reason(error))
        }
    }

    private static func checkReadable(_ url: URL) throws(StorageError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue {
            throw .cannotOpen(path: url.path, reason: "it is a directory")
        }
        if !manager.isReadableFile(atPath: url.path) || !manager.isWritableFile(atPath: url.path) {
            throw .cannotOpen(path: url.path, reason: "permission denied")
        }
    }

    private static func migrate(_ queue: DatabaseQueue, with migrations: [DatabaseMigration], at location: DatabaseLocation) throws(StorageError) {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.identifier, migrate: migration.migrate)
        }
        do {
            try migrator.migrate(queue)
        } catch let error as DatabaseError where isNotADatabase(error) {
            throw .notADatabase(path: location.displayPath)
        } catch {
            let applied = (try? queue.read { try migrator.appliedIdentifiers($0) }) ?? []
            let failed = migrations.first { !applied.contains($0.identifier) }?.identifier ?? "unknown"
            throw .migrationFailed(path: location.displayPath, identifier: failed, reason: reason(error))
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
        if let error = error as? DatabaseError, isNotADatabase(error) {
            return .notADatabase(path: location.displayPath)
        }
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_CANTOPEN || error.resultCode == .SQLITE_PERM || error.resultCode == .SQLITE_READONLY {
            return .cannotOpen(path: location.displayPath, reason: reason(error))
        }
        return .queryFailed(reason: reason(error))
    }

    private static func isNotADatabase(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return (error as NSError).localizedDescription
    }
}
