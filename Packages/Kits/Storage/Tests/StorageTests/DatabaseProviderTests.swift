import Foundation
import GRDB
import Testing
import Storage

private let notes = DatabaseMigration("test.v1") { db in
    try db.create(table: "note") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("text", .text).notNull()
    }
}

@Suite struct DatabaseProviderTests {
    @Test func createsMissingDirectoriesAndMigrates() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "a/b/test.sqlite")
        let provider = DatabaseProvider(location: .file(file), migrations: [notes])
        try provider.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('kept')") }
        #expect(FileManager.default.fileExists(atPath: file.path))

        let reopened = DatabaseProvider(location: .file(file), migrations: [notes])
        let text = try reopened.read { db in try String.fetchOne(db, sql: "SELECT text FROM note") }
        #expect(text == "kept")
    }

    @Test func aPoolReadsWhileAWriteIsOpenAndSeesItOnceCommitted() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let provider = DatabaseProvider(location: .file(directory.url.appending(path: "pool.sqlite")), migrations: [notes], readers: .pool)
        #expect(try provider.writer() is DatabasePool)
        try provider.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('first')") }
        // Inside a write transaction, a read on another connection of the pool runs at once and
        // sees the last commit, not the write in progress (on one serialized connection it
        // would wait for the write, which waits for it: a deadlock).
        let seenDuringWrite = try provider.write { db in
            try db.execute(sql: "INSERT INTO note (text) VALUES ('second')")
            return try provider.read { reader in try Int.fetchOne(reader, sql: "SELECT count(*) FROM note") }
        }
        #expect(seenDuringWrite == 1)
        #expect(try provider.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 2)
    }

    @Test func usesWriteAheadLogging() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let provider = DatabaseProvider(location: .file(directory.url.appending(path: "wal.sqlite")), migrations: [])
        let mode = try provider.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "corrupt.sqlite")
        let garbage = Data(String(repeating: "this is not sqlite ", count: 400).utf8)
        try garbage.write(to: file)

        let provider = DatabaseProvider(location: .file(file), migrations: [notes])
        #expect(throws: StorageError.notADatabase(path: file.path)) { try provider.writer() }
        #expect(try Data(contentsOf: file) == garbage)
        #expect(StorageError.notADatabase(path: file.path).description.contains("left untouched"))
    }

    /// A dev app's advice after the file it was given is refused names its option; any other
    /// error gets none from here.
    @Test func theFilesErrorsAdviseAnotherFileOrNone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "corrupt.sqlite")
        try Data(String(repeating: "this is not sqlite ", count: 400).utf8).write(to: file)
        let refused = #expect(throws: StorageError.self) { try DatabaseProvider(location: .file(file), migrations: [notes]).writer() }
        let advice = try #require(refused.flatMap { StorageError.fileAdvice(for: $0, option: "--db") })
        #expect(advice == "Use another file with --db PATH, or leave it out to work in memory.")
        #expect(StorageError.fileAdvice(for: StorageError.readOnly(path: file.path), option: "--db") == advice)
        #expect(StorageError.fileAdvice(for: StorageError.queryFailed(reason: "busy"), option: "--db") == nil)
        #expect(StorageError.fileAdvice(for: CocoaError(.fileNoSuchFile), option: "--db") == nil)
    }

    @Test func aDirectoryInPlaceOfTheFileIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let provider = DatabaseProvider(location: .file(directory.url), migrations: [])
        #expect(throws: StorageError.cannotOpen(path: directory.url.path, reason: "it is a directory")) { try provider.writer() }
    }

    @Test func aFailingMigrationNamesItselfAndChangesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "m.sqlite")
        let broken = DatabaseMigration("test.v2") { db in
            try db.execute(sql: "INSERT INTO note (text) VALUES ('half')")
            try db.execute(sql: "THIS IS NOT SQL")
        }
        try DatabaseProvider(location: .file(file), migrations: [notes]).write { db in
            try db.execute(sql: "INSERT INTO note (text) VALUES ('before')")
        }
        let provider = DatabaseProvider(location: .file(file), migrations: [notes, broken])
        let error = #expect(throws: StorageError.self) { try provider.writer() }
        guard case .migrationFailed(_, let identifier, _) = error else {
            Issue.record("expected a migration failure, got \(String(describing: error))")
            return
        }
        #expect(identifier == "test.v2")
        let texts = try DatabaseProvider(location: .file(file), migrations: [notes]).read { db in
            try String.fetchAll(db, sql: "SELECT text FROM note")
        }
        #expect(texts == ["before"])
    }

    @Test func inMemoryDatabasesAreMigrated() throws {
        let provider = DatabaseProvider(location: .inMemory, migrations: [notes])
        let count = try provider.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") }
        #expect(count == 0)
    }
}
