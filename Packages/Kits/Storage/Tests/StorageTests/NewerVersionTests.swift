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

private let tags = DatabaseMigration("test.v2") { db in
    try db.create(table: "tag") { table in
        table.column("name", .text).primaryKey()
    }
}

/// A database that a newer build migrated further is refused before anything is written:
/// no migration, no switch to write-ahead logging, no `-wal` or `-shm` file left behind.
@Suite struct NewerVersionTests {
    enum JournalMode: String, CaseIterable {
        case wal, delete
    }

    /// A database as a newer build leaves it: its migrations include `test.v9`.
    private func makeNewerDatabase(at file: URL, journalMode: JournalMode) throws {
        let queue = try DatabaseQueue(path: file.path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = \(journalMode.rawValue)")
            try db.execute(sql: """
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations (identifier) VALUES ('test.v1'), ('test.v9');
                CREATE TABLE note (id INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT NOT NULL, pinned BOOLEAN);
                INSERT INTO note (text, pinned) VALUES ('from the future', 1);
                """)
        }
        try queue.close()
    }

    @Test(arguments: JournalMode.allCases)
    func aDatabaseFromANewerVersionIsRefusedUntouched(journalMode: JournalMode) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "newer.sqlite")
        try makeNewerDatabase(at: file, journalMode: journalMode)
        let before = try FileSnapshot(of: directory.url)
        #expect(before.contents.keys.sorted() == ["newer.sqlite"])

        let provider = DatabaseProvider(location: .file(file), migrations: [notes, tags])
        let refusal = StorageError.writtenByNewerVersion(path: file.path, unknownMigrations: ["test.v9"])
        #expect(throws: refusal) { try provider.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } }
        #expect(throws: refusal) { try provider.write { db in try db.execute(sql: "DELETE FROM note") } }

        let after = try FileSnapshot(of: directory.url)
        #expect(after == before, "before: \(before); after: \(after)")
        #expect(refusal.description.contains("written by a newer version"))
        #expect(refusal.description.contains("test.v9"))
        #expect(refusal.description.contains("left untouched"))
    }

    @Test func aDatabaseMigratedByGRDBsMigratorIsReadAsItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "grdb.sqlite")
        var migrator = DatabaseMigrator()
        migrator.registerMigration(notes.identifier, migrate: notes.migrate)
        let queue = try DatabaseQueue(path: file.path)
        try migrator.migrate(queue)
        try queue.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('kept')") }
        try queue.close()

        let provider = DatabaseProvider(location: .file(file), migrations: [notes, tags])
        try provider.write { db in try db.execute(sql: "INSERT INTO tag (name) VALUES ('new')") }
        #expect(try provider.read { db in try String.fetchAll(db, sql: "SELECT text FROM note") } == ["kept"])
        let applied = try provider.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") }
        #expect(applied == ["test.v1", "test.v2"])
    }
}
