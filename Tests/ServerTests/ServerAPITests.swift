import Foundation
import Hummingbird
import Storage
import Testing
@testable import ServerApp
import ServerTestSupport

/// The API over real HTTP on 127.0.0.1, on a real SQLite file: health, tokens stored as their
/// hashes, and every signed-in route refusing a missing token. Each feature's own routes are
/// tested in its `EndToEndTests`.
@Suite struct ServerAPITests {
    @Test func healthAnswersWhileTheServerRuns() async throws {
        try await ServerFixture().withServer { api in
            let answer = try await api.send(.get, "/health")
            #expect(answer.status == .ok && answer.object["status"] as? String == "ok")
        }
    }

    @Test func signUpGivesATokenThatIsStoredOnlyAsItsHash() async throws {
        let fixture = try ServerFixture()
        let token = try await fixture.withServerKeepingFiles { api in
            let token = try await api.signUp("ada")
            let me = try await api.send(.get, "/v1/me", token: token)
            #expect(me.status == .ok && me.object["name"] as? String == "ada")
            return token
        }
        defer { fixture.remove() }
        #expect(Data(base64URL: token).map { $0.count * 8 } ?? 0 >= 128)
        let database = DatabaseProvider(location: .file(fixture.directory.appending(path: "server.sqlite")), migrations: ServerStorage.sqliteMigrations)
        let stored = try database.read { db in try Data.fetchAll(db, sql: "SELECT hash FROM accessToken") }
        #expect(stored.count == 1 && stored.first?.count == 32)
        let file = try Data(contentsOf: fixture.directory.appending(path: "server.sqlite"))
        #expect(file.range(of: Data(token.utf8)) == nil, "the token itself is in the database file")
    }

    @Test(arguments: ["/v1/me", "/v1/list", "/v1/history", "/v1/movies?query=alien", "/v1/movies/offline:1"])
    func everySignedInRouteRefusesAMissingOrUnknownToken(route: String) async throws {
        try await ServerFixture().withServer { api in
            for token in [nil, "not-a-token"] {
                let answer = try await api.send(.get, route, token: token)
                #expect(answer.status == .unauthorized && answer.headers[.wwwAuthenticate] == "Bearer", "\(route) \(token ?? "none")")
                #expect(answer.error?.isEmpty == false)
            }
        }
    }
}
