import Foundation
import GRDB
import Storage
import Synchronization
import Testing

private let notes = DatabaseMigration("test.v1") { db in
    try db.create(table: "note") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("text", .text).notNull()
    }
}

private let days = DatabaseMigration("test.v2") { db in
    try db.alter(table: "note") { table in table.add(column: "day", .text) }
}

/// `DatabaseProvider.backup(to:)` and `restore(from:force:)` on real files: a copy taken
/// while another connection keeps writing holds every write committed before it began, and a
/// restore checks the backup, refuses a store with data unless forced, and migrates.
@Suite struct DatabaseBackupTests {
    @Test func aBackupTakenWhileAnotherProcessWritesHoldsEveryWriteCommittedBeforeIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "live.sqlite")
        // Two providers on one file, as a server and `watchlist-server backup` beside it: each
        // its own connections and its own descriptor of the writer lock.
        let server = DatabaseProvider(location: .file(file), migrations: [notes], readers: .pool)
        let backupProcess = DatabaseProvider(location: .file(file), migrations: [notes], readers: .pool)
        try server.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('first')") }

        let acknowledged = Atomic<Int>(0), stop = Atomic<Bool>(false)
        let writing = Thread {
            while !stop.load(ordering: .acquiring) {
                guard let id = try? server.write({ db -> Int64 in
                    try db.execute(sql: "INSERT INTO note (text) VALUES ('written while copying')")
                    return db.lastInsertedRowID
                }) else { continue }
                acknowledged.store(Int(id), ordering: .releasing)
            }
        }
        writing.start()
        var copies: [(before: Int, file: URL)] = []
        for round in 0..<5 {
            while acknowledged.load(ordering: .acquiring) < (round + 1) * 50 { usleep(1_000) }
            let destination = directory.url.appending(path: "copy-\(round).sqlite")
            let before = acknowledged.load(ordering: .acquiring)
            try backupProcess.backup(to: destination)
            copies.append((before, destination))
        }
        stop.store(true, ordering: .releasing)
        while !writing.isFinished { usleep(1_000) }

        for copy in copies {
            let queue = try DatabaseQueue(path: copy.file.path)
            let (ids, check, mode) = try queue.read { db in
                (try Int.fetchAll(db, sql: "SELECT id FROM note ORDER BY id"), try String.fetchOne(db, sql: "PRAGMA quick_check"),
                 try String.fetchOne(db, sql: "PRAGMA journal_mode"))
            }
            #expect(check == "ok" && mode == "delete", "one whole file, without a -wal beside it")
            #expect(ids.count >= copy.before && ids == Array(1...ids.count), "every write acknowledged before the copy began, and no gap: \(ids.count) of \(copy.before)")
        }
        #expect(try server.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") } == "ok", "the live file is whole after the copies")
    }

    @Test func aBackupNeverReplacesAFileAndLeavesNoPartOfOneBehind() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let provider = DatabaseProvider(location: .file(directory.url.appending(path: "list.sqlite")), migrations: [notes])
        let existing = directory.url.appending(path: "kept.sqlite")
        try Data("an earlier backup".utf8).write(to: existing)
        #expect(throws: BackupError.destinationExists(path: existing.path)) { try provider.backup(to: existing) }
        #expect(try Data(contentsOf: existing) == Data("an earlier backup".utf8))

        let nowhere = directory.url.appending(path: "missing/dir/backup.sqlite")
        #expect(throws: BackupError.self) { try provider.backup(to: nowhere) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["kept.sqlite", "list.sqlite", "list.sqlite-shm", "list.sqlite-wal", "list.sqlite.lock"])
    }

    @Test func aRestoreFillsAnEmptyStoreAndRefusesOneWithDataUnlessForced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let original = DatabaseProvider(location: .file(directory.url.appending(path: "original.sqlite")), migrations: [notes])
        try original.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('from the backup'), ('and this')") }
        let backup = directory.url.appending(path: "backup.sqlite")
        try original.backup(to: backup)

        let target = DatabaseProvider(location: .file(directory.url.appending(path: "target.sqlite")), migrations: [notes], readers: .pool)
        #expect(try target.isEmpty())
        try target.restore(from: backup, force: false)
        #expect(try target.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") } == ["from the backup", "and this"])
        #expect(try !target.isEmpty())

        try target.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('written after')") }
        let path = directory.url.appending(path: "target.sqlite").path
        #expect(throws: BackupError.notEmpty(path: path)) { try target.restore(from: backup, force: false) }
        #expect(try target.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 3, "a refused restore changes nothing")
        #expect(BackupError.notEmpty(path: path).description.contains("--force"))

        try target.restore(from: backup, force: true)
        #expect(try target.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") } == ["from the backup", "and this"])
        let other = DatabaseProvider(location: .file(directory.url.appending(path: "target.sqlite")), migrations: [notes])
        #expect(try other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 2, "another connection sees the restored file")
        #expect(try other.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func aBackupAnOlderVersionMadeIsRestoredAndMigrated() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let older = DatabaseProvider(location: .file(directory.url.appending(path: "older.sqlite")), migrations: [notes])
        try older.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('before days')") }
        let backup = directory.url.appending(path: "older-backup.sqlite")
        try older.backup(to: backup)

        let location = DatabaseLocation.file(directory.url.appending(path: "newer.sqlite"))
        try DatabaseProvider(location: location, migrations: [notes, days]).restore(from: backup, force: false)
        let reopened = DatabaseProvider(location: location, migrations: [notes, days])
        try reopened.write { db in try db.execute(sql: "UPDATE note SET day = '2026-11-30'") }
        #expect(try reopened.read { db in try String.fetchAll(db, sql: "SELECT text || ' ' || day FROM note") } == ["before days 2026-11-30"])
    }

    @Test func aFileThatIsNotABackupOfThisProgramIsRefusedAndNothingChanges() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = DatabaseProvider(location: .file(directory.url.appending(path: "target.sqlite")), migrations: [notes])
        try target.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('mine')") }

        let garbage = directory.url.appending(path: "garbage.sqlite")
        try Data(String(repeating: "not a database ", count: 300).utf8).write(to: garbage)
        let foreign = directory.url.appending(path: "foreign.sqlite")
        try DatabaseQueue(path: foreign.path).write { db in try db.execute(sql: "CREATE TABLE other (x)") }
        let newer = directory.url.appending(path: "newer.sqlite")
        try DatabaseProvider(location: .file(newer), migrations: [notes, days, DatabaseMigration("test.v3") { _ in }]).write { _ in }
        let missing = directory.url.appending(path: "missing.sqlite")

        for (file, reason) in [(garbage, "not an SQLite database"), (foreign, "not one of this program's"), (newer, "test.v3"), (missing, "no such file")] {
            let refused = #expect(throws: BackupError.self) { try target.restore(from: file, force: true) }
            guard case .notABackup(let path, let said)? = refused else {
                Issue.record("\(file.lastPathComponent): \(String(describing: refused))")
                continue
            }
            #expect(path == file.path && said.contains(reason), "\(said)")
        }
        #expect(try target.read { db in try String.fetchAll(db, sql: "SELECT text FROM note") } == ["mine"])
    }
}
