import Foundation
import GRDB
import Synchronization
import Testing
import Storage

private let notes = DatabaseMigration("test.v1") { db in
    try db.create(table: "note") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("text", .text).notNull()
    }
}

/// The monitor sees commits made through another connection to the same file, as another
/// process's are, and not the ones made through its own provider.
@Suite struct DatabaseChangeMonitorTests {
    /// Counts what a stream yields, in a task of its own, until cancelled.
    private struct Counter {
        private final class Tally: Sendable {
            let changes = Atomic<Int>(0)
            let ended = Atomic<Bool>(false)
        }

        private let tally = Tally()
        let task: Task<Void, Never>

        init(_ stream: AsyncThrowingStream<Void, any Error>) {
            let tally = tally
            task = Task {
                do {
                    for try await _ in stream { tally.changes.add(1, ordering: .relaxed) }
                } catch {}
                tally.ended.store(true, ordering: .relaxed)
            }
        }

        var count: Int { tally.changes.load(ordering: .relaxed) }
        var hasEnded: Bool { tally.ended.load(ordering: .relaxed) }
    }

    private func insert(_ text: String, through provider: DatabaseProvider) throws {
        try provider.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: [text]) }
    }

    /// Waits until `condition` holds, for at most two seconds; whether it did.
    private func eventually(_ condition: () -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(2)
        while !condition() && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        return condition()
    }

    @Test func yieldsForAnotherConnectionsCommitsButNotItsOwn() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "watched.sqlite")
        let watched = DatabaseProvider(location: .file(file), migrations: [notes])
        let elsewhere = DatabaseProvider(location: .file(file), migrations: [notes])
        try insert("first", through: watched)

        let counter = Counter(DatabaseChangeMonitor(database: watched, interval: .milliseconds(20)).changes())
        defer { counter.task.cancel() }
        try await Task.sleep(for: .milliseconds(100))  // a few polls with nothing new
        #expect(counter.count == 0)

        try insert("own", through: watched)
        try await Task.sleep(for: .milliseconds(100))
        #expect(counter.count == 0, "its own connection's commit was reported as a change from elsewhere")

        try insert("from elsewhere", through: elsewhere)
        #expect(try await eventually { counter.count == 1 })
        try await Task.sleep(for: .milliseconds(100))
        #expect(counter.count == 1, "one commit was reported more than once")
    }

    @Test func aCommitMadeTheMomentWatchingBeginsIsNoticed() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "watched.sqlite")
        let watched = DatabaseProvider(location: .file(file), migrations: [notes])
        let elsewhere = DatabaseProvider(location: .file(file), migrations: [notes])
        try insert("before", through: elsewhere)
        final class Flag: Sendable { let raised = Atomic<Bool>(false) }
        let watching = Flag()
        let counter = Counter(DatabaseChangeMonitor(database: watched, interval: .milliseconds(20)).changes { watching.raised.store(true, ordering: .relaxed) })
        defer { counter.task.cancel() }
        #expect(try await eventually { watching.raised.load(ordering: .relaxed) })
        #expect(counter.count == 0, "a commit from before watching began was reported")
        try insert("right after", through: elsewhere)
        #expect(try await eventually { counter.count == 1 })
    }

    @Test func anInMemoryDatabaseEndsTheStreamAtOnce() async throws {
        let counter = Counter(DatabaseChangeMonitor(database: DatabaseProvider(location: .inMemory, migrations: [notes])).changes())
        #expect(try await eventually { counter.hasEnded })
        #expect(counter.count == 0)
    }

    @Test func aFileThatIsNotADatabaseEndsTheStreamWithTheReason() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "garbage.sqlite")
        try Data(String(repeating: "not sqlite ", count: 400).utf8).write(to: file)
        let stream = DatabaseChangeMonitor(database: DatabaseProvider(location: .file(file), migrations: [notes])).changes()
        await #expect(throws: StorageError.notADatabase(path: file.path)) {
            for try await _ in stream {}
        }
    }
}
