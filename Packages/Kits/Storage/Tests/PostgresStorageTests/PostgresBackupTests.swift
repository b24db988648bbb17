import Foundation
import Logging
import PostgresNIO
import PostgresStorage
import StorageTesting
import Synchronization
import Testing

/// `pg_dump` and `pg_restore` through ``PostgresBackup`` on a real PostgreSQL started by the
/// suite: a dump taken while a client keeps writing holds every write committed before it
/// began, a restore fills an empty database and refuses one with data unless forced, and the
/// restored database takes the migrations an older dump lacks.
@Suite(.temporaryPostgres) struct PostgresBackupTests {
    private let logger = Logger(label: "test")
    private let schema = [PostgresMigration("test.v1", ["CREATE TABLE note (id serial PRIMARY KEY, text text NOT NULL)"])]

    private func texts(_ location: PostgresLocation, migrations: [PostgresMigration]) async throws -> [String] {
        try await PostgresPool.withOpen(location, migrations: migrations, logger: logger) { pool in
            try await pool.client.query("SELECT text FROM note ORDER BY id").decode(String.self).reduce(into: [String]()) { $0.append($1) }
        }
    }

    @Test func aDumpTakenWhileAClientWritesHoldsEveryWriteCommittedBeforeItAndRestores() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let source = try PostgresLocation(url: server.url(database: server.createDatabase()))
        let directory = FileManager.default.temporaryDirectory.appending(path: "postgres-backup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let archive = directory.appending(path: "watchlist.pgdump")

        let acknowledged = LastID()
        let before = try await PostgresPool.withOpen(source, migrations: schema, logger: logger) { pool in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    while !Task.isCancelled {
                        let rows = try await pool.client.query("INSERT INTO note (text) VALUES ('written while dumping') RETURNING id").decode(Int.self)
                        for try await id in rows { acknowledged.value.store(id, ordering: .releasing) }
                    }
                }
                while acknowledged.value.load(ordering: .acquiring) < 100 { try await Task.sleep(for: .milliseconds(5)) }
                let before = acknowledged.value.load(ordering: .acquiring)
                try await PostgresBackup(location: source).dump(to: archive)
                group.cancelAll()
                try? await group.waitForAll()
                return before
            }
        }
        await #expect(throws: PostgresBackupError.destinationExists(path: archive.path)) {
            try await PostgresBackup(location: source).dump(to: archive)
        }

        let target = try PostgresLocation(url: server.url(database: server.createDatabase()))
        // A server opened it first: its tables are there, empty, and the restore replaces them.
        _ = try await texts(target, migrations: schema)
        try await PostgresBackup(location: target).restore(from: archive, force: false)
        let newer = schema + [PostgresMigration("test.v2", ["ALTER TABLE note ADD COLUMN day date"])]
        let restored = try await texts(target, migrations: newer)
        #expect(restored.count >= before && restored.allSatisfy { $0 == "written while dumping" }, "\(restored.count) rows of \(before) acknowledged")

        let refused = await #expect(throws: PostgresBackupError.self) { try await PostgresBackup(location: target).restore(from: archive, force: false) }
        #expect(refused == .notEmpty(database: target.description, tables: ["note"]))
        #expect(refused?.description.contains("--force") == true)
        try await PostgresPool.withOpen(target, migrations: newer, logger: logger) { pool in
            try await pool.client.query("INSERT INTO note (text, day) VALUES ('after the restore', '2026-11-30')")
        }
        try await PostgresBackup(location: target).restore(from: archive, force: true)
        #expect(try await texts(target, migrations: newer) == restored, "a forced restore puts back the archive, and nothing written after it")
    }

    @Test func aFileThatIsNotAnArchiveIsRefusedAndNothingChanges() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let target = try PostgresLocation(url: server.url(database: server.createDatabase()))
        try await PostgresPool.withOpen(target, migrations: schema, logger: logger) { pool in
            try await pool.client.query("INSERT INTO note (text) VALUES ('mine')")
        }
        let garbage = FileManager.default.temporaryDirectory.appending(path: "not-an-archive-\(UUID().uuidString)")
        try Data("PGDMP but not really".utf8).write(to: garbage)
        defer { try? FileManager.default.removeItem(at: garbage) }
        let refused = await #expect(throws: PostgresBackupError.self) { try await PostgresBackup(location: target).restore(from: garbage, force: true) }
        #expect(refused == .notABackup(path: garbage.path, reason: "it is not an archive that pg_restore reads"))
        #expect(try await texts(target, migrations: schema) == ["mine"])
        #expect(PostgresBackupError.toolMissing("pg_dump").description.contains("postgresql-client"))
    }
}

/// The id of the last row a writer saw committed.
private final class LastID: Sendable {
    let value = Atomic<Int>(0)
}
