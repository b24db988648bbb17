import Foundation
import Hummingbird
import ServerTestSupport
import Testing

/// Logging in and out through the API over real HTTP with the server's root: wrong passwords
/// and unknown names refused alike, tokens revoked and expired.
@Suite struct AccountsAPITests {
    @Test func logInRefusesWrongPasswordsAndUnknownNamesAlike() async throws {
        try await ServerFixture().withServer { api in
            _ = try await api.signUp("ada")
            let wrong = try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "wrong horse"])
            let unknown = try await api.send(.post, "/v1/login", json: ["name": "nobody", "password": "wrong horse"])
            #expect(wrong.status == .unauthorized && unknown.status == .unauthorized)
            #expect(wrong.error == "wrong profile name or password" && unknown.error == wrong.error)
            let right = try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse"])
            #expect(right.status == .ok && (right.object["token"] as? String)?.isEmpty == false)
            let taken = try await api.send(.post, "/v1/signup", json: ["name": "ada", "password": "another horse"])
            #expect(taken.status == .conflict)
            let short = try await api.send(.post, "/v1/signup", json: ["name": "grace", "password": "short"])
            #expect(short.status == .badRequest && short.error == "the password is too short; use at least 8 characters")
        }
    }

    @Test func logOutRevokesTheTokenAndExpiredTokensStopWorking() async throws {
        let fixture = try ServerFixture(options: ["--token-lifetime", "60"])
        try await fixture.withServer { api in
            let first = try await api.signUp("ada")
            #expect(try await api.send(.post, "/v1/logout", token: first).status == .noContent)
            #expect(try await api.send(.get, "/v1/me", token: first).status == .unauthorized)
            let second = try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse"]).object["token"] as? String
            #expect(try await api.send(.get, "/v1/me", token: second).status == .ok)
            fixture.clock.advance(seconds: 61)
            #expect(try await api.send(.get, "/v1/me", token: second).status == .unauthorized)
        }
    }
}
