import Logging
import PostgresNIO
import PostgresStorage
import StorageTesting
import Synchronization
import Testing

/// `NOTIFY` from one pool reaches a `listen` on another, as between two servers, and a
/// listening connection that the server ends is reported, not silently dropped.
@Suite(.temporaryPostgres) struct PostgresNotificationTests {
    private let logger = Logger(label: "test")

    /// What a listener heard, in order.
    final class Heard: Sendable {
        private let state = Mutex((listening: 0, payloads: [String]()))
        var listening: Int { state.withLock { $0.listening } }
        var payloads: [String] { state.withLock { $0.payloads } }
        func began() { state.withLock { $0.listening += 1 } }
        func heard(_ payload: String) { state.withLock { $0.payloads.append(payload) } }
    }

    private func eventually(_ condition: () -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while !condition() && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        return condition()
    }

    @Test func aNotificationFromAnotherPoolIsHeardAndAnEndedConnectionThrows() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
        try await PostgresPool.withOpen(location, migrations: [], logger: logger) { listener in
            try await PostgresPool.withOpen(location, migrations: [], logger: logger) { sender async throws in
                let heard = Heard()
                let listening = Task {
                    try await listener.listen(on: "test_channel", listening: { heard.began() }, heard: { heard.heard($0) })
                }
                #expect(try await eventually { heard.listening == 1 })
                try await sender.notify("test_channel", payload: "list:1")
                try await sender.notify("another_channel", payload: "not for it")
                try await sender.notify("test_channel", payload: "tokens")
                #expect(try await eventually { heard.payloads.count == 2 })
                #expect(heard.payloads == ["list:1", "tokens"])

                // The server ends every other connection, the listening one among them.
                try await sender.client.query(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
                await #expect(throws: (any Error).self, "the end of the listening connection went unreported") {
                    try await listening.value
                }
            }
        }
    }

    @Test func listeningStopsWhenItsTaskIsCancelled() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
        try await PostgresPool.withOpen(location, migrations: [], logger: logger) { pool async throws in
            let heard = Heard()
            let listening = Task {
                try await pool.listen(on: "test_channel", listening: { heard.began() }, heard: { heard.heard($0) })
            }
            #expect(try await eventually { heard.listening == 1 })
            listening.cancel()
            _ = await listening.result
            #expect(heard.payloads.isEmpty)
        }
    }
}
