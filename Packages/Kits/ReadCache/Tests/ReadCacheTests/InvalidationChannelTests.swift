import Foundation
import Logging
import Storage
import Synchronization
import Testing
@testable import ReadCache
import ReadCacheSQLite

/// A channel that cannot listen says so (the cache keeps nothing) and tries again until it
/// can, then listens; cancelling its task ends it.
@Suite struct InvalidationChannelTests {
    /// The events a channel told its cache, in order.
    final class Events: Sendable {
        private let events = Mutex<[ChannelEvent]>([])
        var all: [ChannelEvent] { events.withLock { $0 } }
        func append(_ event: ChannelEvent) { events.withLock { $0.append(event) } }

        /// Waits up to five seconds for `condition` to hold.
        func wait(until condition: ([ChannelEvent]) -> Bool) async throws -> Bool {
            for _ in 0..<500 {
                if condition(all) { return true }
                try await Task.sleep(for: .milliseconds(10))
            }
            return condition(all)
        }
    }

    @Test func anSQLiteChannelThatCannotReadItsFileIsDeafAndListensOnceItCan() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "channel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "shared.sqlite")
        try Data("not a database, not at all".utf8).write(to: file)

        let monitor = DatabaseChangeMonitor(database: DatabaseProvider(location: .file(file), migrations: []), interval: .milliseconds(20))
        let channel = SQLiteInvalidationChannel(monitor: monitor, logger: Logger(label: "test"), retryAfter: .milliseconds(20))
        let events = Events()
        let listening = Task { try await channel.listen(events.append) }

        #expect(try await events.wait { $0.filter { $0 == .deaf }.count >= 2 }, "it tries again after failing: \(events.all)")
        #expect(!events.all.contains(.listening))
        try FileManager.default.removeItem(at: file)
        #expect(try await events.wait { $0.contains(.listening) }, "it listens once the file can be read: \(events.all)")

        listening.cancel()
        await #expect(throws: CancellationError.self) { try await listening.value }
    }
}
