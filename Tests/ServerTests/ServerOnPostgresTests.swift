import Foundation
import Hummingbird
import StorageTesting
import Testing
@testable import ServerApp
import ServerTestSupport

/// The whole API on a real PostgreSQL (`--postgres`): the same composition root as on SQLite,
/// with every repository swapped, over real HTTP on 127.0.0.1. Token expiry and the stores'
/// other rules are held on PostgreSQL by the feature packages' contract suites.
@Suite(.temporaryPostgres) struct ServerOnPostgresTests {
    private func fixture() throws -> ServerFixture {
        let server = try TemporaryPostgres.forThisTest()
        return try ServerFixture(postgres: server.url(database: server.createDatabase()))
    }

    @Test func aListIsKeptWatchedSharedOnlyWithWhomItsOwnerChoosesAndLoggedOutOf() async throws {
        try await fixture().withServer { api in
            let ada = try await api.signUp("ada")
            let grace = try await api.signUp("grace")
            #expect(try await api.send(.post, "/v1/list", token: ada, json: ["id": "offline:1", "note": "the classic"]).status == .created)
            let watched = try await api.send(.post, "/v1/list/offline:1/viewings", token: ada, json: ["on": "2024-03-01", "rating": 9])
            #expect(watched.status == .created && watched.object["rating"] as? Int == 9)
            let list = try await api.send(.get, "/v1/list", token: ada)
            #expect(list.array.map { $0["title"] as? String } == ["The Godfather"] && list.array.first?["lastWatched"] as? String == "2024-03-01")

            #expect(try await api.send(.get, "/v1/list", token: grace).array.isEmpty)
            #expect(try await api.send(.get, "/v1/list?of=ada", token: grace).status.code >= 400)
            #expect(try await api.send(.put, "/v1/shares/grace", token: ada, json: ["access": "read"]).status == .noContent)
            let shared = try await api.send(.get, "/v1/list?of=ada", token: grace)
            #expect(shared.status == .ok && shared.array.map { $0["id"] as? String } == ["offline:1"])
            #expect(try await api.send(.delete, "/v1/shares/grace", token: ada).status == .noContent)
            #expect(try await api.send(.get, "/v1/list?of=ada", token: grace).status.code >= 400)

            #expect(try await api.send(.post, "/v1/signup", json: ["name": "ADA", "password": "another horse"]).status == .conflict)
            #expect(try await api.send(.post, "/v1/logout", token: ada).status == .noContent)
            #expect(try await api.send(.get, "/v1/list", token: ada).status == .unauthorized)
        }
    }

    @Test func sixteenClientsAddingAtOnceLoseNothing() async throws {
        try await fixture().withServer { api in
            let tokens = try await withThrowingTaskGroup(of: String.self) { group in
                for client in 0..<4 { group.addTask { try await api.signUp("client\(client)") } }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for (index, token) in (tokens + tokens + tokens + tokens).enumerated() {
                    group.addTask {
                        try await api.sendAsAnotherClient(.post, "/v1/list", token: token, json: ["id": "offline:\(index % 4 * 10 + index / 4 + 1)"])
                    }
                }
                return try await group.reduce(into: [HTTPResponse.Status]()) { $0.append($1) }
            }
            #expect(statuses.allSatisfy { $0 == .created }, "\(statuses)")
            for token in tokens {
                #expect(try await api.send(.get, "/v1/list", token: token).array.count == 4)
            }
        }
    }
}
