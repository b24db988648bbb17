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

/// Several connections at once, each with its own provider as separate processes have:
/// no one fails with "database is locked" or trips over another's migrations.
@Suite struct ConcurrentAccessTests {
    @Test func providersOpeningOneFreshFileAtOnceAllMigrateAndWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "fresh.sqlite")

        let errors = simultaneously(8) { index in
            let provider = DatabaseProvider(location: .file(file), migrations: [notes, tags])
            try provider.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["from \(index)"]) }
        }

        #expect(errors.compactMap { $0 } == [])
        let reopened = DatabaseProvider(location: .file(file), migrations: [notes, tags])
        let texts = try reopened.read { db in try String.fetchSet(db, sql: "SELECT text FROM note") }
        #expect(texts == Set((0..<8).map { "from \($0)" }))
        let applied = try reopened.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") }
        #expect(applied == ["test.v1", "test.v2"])
        let mode = try reopened.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    @Test func writersAtOnceAllLand() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "busy.sqlite")
        _ = try DatabaseProvider(location: .file(file), migrations: [notes]).writer()

        let errors = simultaneously(8) { writer in
            let provider = DatabaseProvider(location: .file(file), migrations: [notes])
            for row in 0..<25 {
                // Read, then write, in one transaction: the pattern that fails with
                // SQLITE_BUSY, whatever the timeout, unless write transactions begin IMMEDIATE.
                try provider.write { db in
                    let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM note") ?? 0
                    try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["\(writer).\(row) after \(count)"])
                }
            }
        }

        #expect(errors.compactMap { $0 } == [])
        let count = try DatabaseProvider(location: .file(file), migrations: [notes]).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM note")
        }
        #expect(count == 8 * 25)
    }
}
