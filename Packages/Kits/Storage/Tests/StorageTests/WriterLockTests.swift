import Foundation
import GRDB
import Storage
import Synchronization
import Testing

/// Writes to one SQLite file wait for any other process's: the file's lock, held here through
/// a descriptor of its own as another process would hold it, keeps a write from committing
/// until it is let go, while reads go on.
@Suite struct WriterLockTests {
    @Test func aWriteWaitsWhileAnotherProcessHoldsTheFilesLock() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "writer-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "server.sqlite")
        let migration = DatabaseMigration("v1") { db in try db.execute(sql: "CREATE TABLE t (n INTEGER)") }
        let database = DatabaseProvider(location: .file(file), migrations: [migration], readers: .pool)
        try database.write { db in try db.execute(sql: "INSERT INTO t VALUES (1)") }
        #expect(FileManager.default.fileExists(atPath: file.path + ".lock"))

        let other = open(file.path + ".lock", O_RDWR)
        try #require(other >= 0)
        defer { close(other) }
        try #require(flock(other, LOCK_EX) == 0)
        let done = Mutex(false)
        let writing = Task.detached {
            try database.write { db in try db.execute(sql: "INSERT INTO t VALUES (2)") }
            done.withLock { $0 = true }
        }
        try await Task.sleep(for: .milliseconds(400))
        #expect(!done.withLock { $0 }, "the write waited for the lock")
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM t") } == 1, "reads go on meanwhile")
        flock(other, LOCK_UN)
        try await writing.value
        #expect(done.withLock { $0 })
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM t") } == 2)
        #expect(try database.sqliteVersion().split(separator: ".").count == 3)
    }
}
