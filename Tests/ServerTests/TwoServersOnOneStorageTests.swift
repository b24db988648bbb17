import Foundation
import StorageTesting
import Testing
@testable import ServerApp
import ServerTestSupport

/// Two servers on one storage, each with its read cache: what one server is told (an add, a
/// log-out) the other stops hiding within moments, on SQLite (its change monitor) and on
/// PostgreSQL (`LISTEN`/`NOTIFY`). Without the channel, the second server would show its kept
/// answers for their whole maximum age, 10 s.
@Suite(.temporaryPostgres) struct TwoServersOnOneStorageTests {
    /// Polls `condition` for up to 3 s, well under the caches' maximum age.
    private func eventually(_ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(3)
        while ContinuousClock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return try await condition()
    }

    @Test(arguments: SharedStorage.allCases)
    func anAddAndALogOutOnOneServerReachTheOthersCache(storage: SharedStorage) async throws {
        let (first, second) = try storage.twoServers()
        try await first.withServer { one in
            try await second.withServer { other in
                #expect(try await eventually { one.cache.isListening && other.cache.isListening }, "a cache never began to listen")
                let ada = try await one.signUp("ada")
                for _ in 0..<2 { #expect(try await other.send(.get, "/v1/list", token: ada).array.isEmpty) }

                #expect(try await one.send(.post, "/v1/list", token: ada, json: ["id": "offline:1"]).status == .created)
                #expect(try await one.send(.get, "/v1/list", token: ada).array.count == 1, "the server that wrote hid its own write")
                #expect(try await eventually { try await other.send(.get, "/v1/list", token: ada).array.count == 1 }, "the other server kept showing the empty list")

                #expect(try await one.send(.post, "/v1/logout", token: ada).status == .noContent)
                #expect(try await one.send(.get, "/v1/list", token: ada).status == .unauthorized)
                #expect(try await eventually { try await other.send(.get, "/v1/list", token: ada).status == .unauthorized }, "the other server kept the revoked token")
            }
        }
    }
}
