import Foundation
import GRDB
import Testing
import Storage
import StorageTesting
import TestRequirements

private let notes = DatabaseMigration("test.v1") { db in
    try db.create(table: "note") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("text", .text).notNull()
    }
}

private let tags = DatabaseMigration("test.v2") { db in
    try db.create(table: "tag") { table in
        table.column("name", .text).primaryKey()
    }
}

/// A database this process cannot write opens read-only: reads work without writing
/// anything, and every write fails with ``StorageError/readOnly(path:)``.
@Suite(.requires(.readOnlyPaths))
struct ReadOnlyDatabaseTests {
    /// What is read-only.
    enum Protected: String, CaseIterable {
        case file, directory, both
    }

    /// A migrated database in write-ahead-log mode at rest (no `-wal`, no `-shm`), holding one note.
    private func makeDatabase(in directory: URL) throws -> URL {
        let file = directory.appending(path: "data/notes.sqlite")
        try DatabaseProvider(location: .file(file), migrations: [notes]).write { db in
            try db.execute(sql: "INSERT INTO note (text) VALUES ('kept')")
        }
        return file
    }

    private func paths(_ protected: Protected, file: URL) -> [URL] {
        switch protected {
        case .file: [file]
        case .directory: [file.deletingLastPathComponent()]
        case .both: [file, file.deletingLastPathComponent()]
        }
    }

    @Test(arguments: Protected.allCases)
    func readsWorkAndWritesAreRefused(protected: Protected) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try makeDatabase(in: directory.url)
        let protectedPaths = paths(protected, file: file)
        try ReadOnlyPaths.protect(protectedPaths)
        defer { ReadOnlyPaths.release(protectedPaths) }
        let before = try Data(contentsOf: file)

        let provider = DatabaseProvider(location: .file(file), migrations: [notes])
        #expect(try provider.read { db in try String.fetchAll(db, sql: "SELECT text FROM note") } == ["kept"])
        #expect(throws: StorageError.readOnly(path: file.path)) {
            try provider.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('lost')") }
        }
        // Even through the raw connection: SQLite itself opened the file read-only.
        let rawError = #expect(throws: DatabaseError.self) {
            try provider.writer().write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('lost')") }
        }
        #expect(rawError?.resultCode == .SQLITE_READONLY)
        #expect(try Data(contentsOf: file) == before)
        #expect(StorageError.readOnly(path: file.path).description.contains("read-only. Make both writable, or use another database file"))
    }

    @Test func aReadOnlyDirectoryGainsNoFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try makeDatabase(in: directory.url)
        let folder = file.deletingLastPathComponent()
        try ReadOnlyPaths.protect([folder])
        defer { ReadOnlyPaths.release([folder]) }
        let before = try FileSnapshot(of: folder)

        let provider = DatabaseProvider(location: .file(file), migrations: [notes])
        #expect(try provider.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 1)

        #expect(try FileSnapshot(of: folder) == before)
    }

    @Test func aReadOnlyDatabaseThatNeedsMigratingIsRefusedUntouched() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try makeDatabase(in: directory.url)
        try ReadOnlyPaths.protect([file])
        defer { ReadOnlyPaths.release([file]) }
        let before = try Data(contentsOf: file)

        let provider = DatabaseProvider(location: .file(file), migrations: [notes, tags])
        #expect(throws: StorageError.readOnly(path: file.path)) {
            try provider.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") }
        }
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aRollbackJournalDatabaseInAReadOnlyDirectoryIsRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try makeDatabase(in: directory.url)
        let queue = try DatabaseQueue(path: file.path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
        try queue.close()
        let folder = file.deletingLastPathComponent()
        try ReadOnlyPaths.protect([file, folder])
        defer { ReadOnlyPaths.release([file, folder]) }
        let before = try FileSnapshot(of: folder)

        let provider = DatabaseProvider(location: .file(file), migrations: [notes])
        #expect(try provider.read { db in try String.fetchAll(db, sql: "SELECT text FROM note") } == ["kept"])
        #expect(throws: StorageError.readOnly(path: file.path)) {
            try provider.write { db in try db.execute(sql: "DELETE FROM note") }
        }
        #expect(try FileSnapshot(of: folder) == before)
    }
}
