import AuthInterface
import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesInterface
import ReadCache
import Synchronization
import Testing
import WatchlistInterface
import Auth
@testable import APIRouting

/// Every feature's API routes on one router, on in-memory fakes through Hummingbird's router test mode: the routes,
/// the token check and how each feature's error is answered.
@Suite struct WatchlistAPITests {
    /// Tokens are the profile's name reversed; one password for all.
    final class Accounts: TokenAuthenticating, ProfileDirectory {
        private let profiles = Mutex<[String: Profile]>([:])

        func signUp(name: String, password: String) throws -> IssuedToken {
            let profile = Profile(id: UUID(), name: name)
            try profiles.withLock { profiles in
                guard profiles[name] == nil else { throw AuthError.nameTaken(name) }
                profiles[name] = profile
            }
            return IssuedToken(profile: profile, token: String(name.reversed()), expiresAt: Date(timeIntervalSince1970: 0))
        }

        func logIn(name: String, password: String) throws -> IssuedToken {
            guard password == "correct horse", let profile = profiles.withLock({ $0[name] }) else { throw AuthError.invalidCredentials }
            return IssuedToken(profile: profile, token: String(name.reversed()), expiresAt: Date(timeIntervalSince1970: 0))
        }

        func profile(named name: String) throws -> Profile? {
            profiles.withLock { $0[name] }
        }

        func profile(id: Profile.ID) throws -> Profile? {
            profiles.withLock { $0.values.first { $0.id == id } }
        }

        func issuedToken(_ token: String) throws -> IssuedToken? {
            profiles.withLock { $0[String(token.reversed())] }.map { IssuedToken(profile: $0, token: token, expiresAt: .distantFuture) }
        }

        func logOut(token: String) throws {
            _ = profiles.withLock { $0.removeValue(forKey: String(token.reversed())) }
        }
    }

    struct Signed: CurrentProfileProviding {
        let profile: Profile
        func currentProfile() throws -> Profile? { profile }
    }

    private func json(_ object: [String: Any]) throws -> ByteBuffer {
        ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: object))
    }

    private func object(_ response: TestResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(buffer: response.body))) as? [String: Any] ?? [:]
    }

    @Test func routesAnswerWithTheFeaturesStatusCodes() async throws {
        let app = APITestServices.application()
        try await app.test(.router) { client in
            let signup = try await client.execute(uri: "/v1/signup", method: .post, body: try json(["name": "ada", "password": "correct horse"]))
            #expect(signup.status == .created && object(signup)["token"] as? String == "ada")
            let taken = try await client.execute(uri: "/v1/signup", method: .post, body: try json(["name": "ada", "password": "correct horse"]))
            #expect(taken.status == .conflict && object(taken)["error"] as? String == "the profile name \"ada\" is taken")
            let wrong = try await client.execute(uri: "/v1/login", method: .post, body: try json(["name": "ada", "password": "nope"]))
            #expect(wrong.status == .unauthorized)
            let auth: HTTPFields = [.authorization: "Bearer ada"]
            #expect(String(buffer: try await client.execute(uri: "/v1/list", method: .get, headers: auth).body) == "[]")
            let added = try await client.execute(uri: "/v1/list", method: .post, headers: auth, body: try json(["id": "fixture:1"]))
            #expect(added.status == .created && object(added)["title"] as? String == "Alien")
            #expect(String(buffer: try await client.execute(uri: "/v1/list", method: .get, headers: auth).body).contains("Alien"), "a kept answer hid the add")
            let missing = try await client.execute(uri: "/v1/list/fixture:2", method: .delete, headers: auth)
            #expect(missing.status == .notFound)
            let badID = try await client.execute(uri: "/v1/list/a:b:c", method: .delete, headers: auth)
            #expect(badID.status == .badRequest)
            let rating = try await client.execute(uri: "/v1/list/fixture:1/viewings", method: .post, headers: auth, body: try json(["rating": 11]))
            #expect(rating.status == .badRequest && object(rating)["error"] as? String == "a rating must be from 1 to 10, not 11")
            let noToken = try await client.execute(uri: "/v1/list", method: .get)
            #expect(noToken.status == .unauthorized && noToken.headers[.wwwAuthenticate] == "Bearer")
            #expect(try await client.execute(uri: "/v1/logout", method: .post, headers: auth).status == .noContent)
            #expect(try await client.execute(uri: "/v1/list", method: .get, headers: auth).status == .unauthorized)
        }
    }

    @Test func aSharedListIsReadWithOfAndChangedOnlyWithWriteAccess() async throws {
        let app = APITestServices.application()
        try await app.test(.router) { client in
            for name in ["ada", "sam"] {
                _ = try await client.execute(uri: "/v1/signup", method: .post, body: try json(["name": name, "password": "correct horse"]))
            }
            let ada: HTTPFields = [.authorization: "Bearer ada"], sam: HTTPFields = [.authorization: "Bearer mas"]
            _ = try await client.execute(uri: "/v1/list", method: .post, headers: ada, body: try json(["id": "fixture:1"]))
            let before = try await client.execute(uri: "/v1/list?of=ada", method: .get, headers: sam)
            #expect(before.status == .notFound && !String(buffer: before.body).contains("Alien"))
            #expect(try await client.execute(uri: "/v1/shares/sam", method: .put, headers: ada, body: try json(["access": "read"])).status == .noContent)
            let shared = try await client.execute(uri: "/v1/list?of=ada", method: .get, headers: sam)
            #expect(shared.status == .ok && String(buffer: shared.body).contains("Alien"))
            let refused = try await client.execute(uri: "/v1/list?of=ada", method: .post, headers: sam, body: try json(["id": "fixture:2"]))
            #expect(refused.status == .forbidden)
            #expect(try await client.execute(uri: "/v1/shares/sam", method: .put, headers: ada, body: try json(["access": "write"])).status == .noContent)
            #expect(try await client.execute(uri: "/v1/list?of=ada", method: .post, headers: sam, body: try json(["id": "fixture:2"])).status == .created)
            let shares = try await client.execute(uri: "/v1/shares", method: .get, headers: sam)
            #expect(String(buffer: shares.body) == #"[{"access":"write","owner":"ada","reader":"sam"}]"#)
            #expect(try await client.execute(uri: "/v1/shares/sam", method: .delete, headers: ada).status == .noContent)
            #expect(try await client.execute(uri: "/v1/shares/sam", method: .delete, headers: ada).status == .notFound)
            #expect(try await client.execute(uri: "/v1/history?of=ada", method: .get, headers: sam).status == .notFound)
            #expect(try await client.execute(uri: "/v1/shares/nobody", method: .put, headers: ada, body: try json(["access": "read"])).status == .notFound)
            let badAccess = try await client.execute(uri: "/v1/shares/sam", method: .put, headers: ada, body: try json(["access": "all"]))
            #expect(badAccess.status == .badRequest && (object(badAccess)["error"] as? String)?.contains("access") == true)
        }
    }

    @Test func anExportImportsIntoAnotherProfileOnceAndABadBodyNamesItsField() async throws {
        let app = APITestServices.application()
        try await app.test(.router) { client in
            for name in ["ada", "sam"] {
                _ = try await client.execute(uri: "/v1/signup", method: .post, body: try json(["name": name, "password": "correct horse"]))
            }
            let ada: HTTPFields = [.authorization: "Bearer ada"], sam: HTTPFields = [.authorization: "Bearer mas"]
            _ = try await client.execute(uri: "/v1/list", method: .post, headers: ada, body: try json(["id": "fixture:1", "note": "n"]))
            _ = try await client.execute(uri: "/v1/list/fixture:1/viewings", method: .post, headers: ada, body: try json(["on": "2024-01-02", "rating": 8]))
            let export = try await client.execute(uri: "/v1/export", method: .get, headers: ada)
            let dryRun = try await client.execute(uri: "/v1/import?dryRun=true", method: .post, headers: sam, body: export.body)
            #expect(object(dryRun)["added"] as? Int == 1)
            #expect(try await client.execute(uri: "/v1/list", method: .get, headers: sam).body.readableBytes == 2, "a dry run changes nothing")
            let first = try await client.execute(uri: "/v1/import", method: .post, headers: sam, body: export.body)
            #expect(object(first)["added"] as? Int == 1 && object(first)["viewingsAdded"] as? Int == 1)
            let again = try await client.execute(uri: "/v1/import", method: .post, headers: sam, body: export.body)
            #expect(object(again)["added"] as? Int == 0 && object(again)["unchanged"] as? Int == 1)
            #expect(try await client.execute(uri: "/v1/export", method: .get, headers: sam).body == export.body)
            let bad = try await client.execute(uri: "/v1/import", method: .post, headers: sam, body: ByteBuffer(string: #"{"films":[{"id":"x:y:z"}]}"#))
            #expect(bad.status == .badRequest && (object(bad)["error"] as? String)?.contains("films[0]") == true)
        }
    }

    @Test func anUnexpectedFailureIs500WithoutItsDetail() async throws {
        let app = APITestServices.application(failingMovies: true)
        try await app.test(.router) { client in
            _ = try await client.execute(uri: "/v1/signup", method: .post, body: try json(["name": "ada", "password": "correct horse"]))
            let answer = try await client.execute(uri: "/v1/movies?query=alien", method: .get, headers: [.authorization: "Bearer ada"])
            #expect(answer.status == .internalServerError)
            #expect(object(answer)["error"] as? String == "the server failed to answer; try again later")
            #expect(!String(buffer: answer.body).contains("secret detail"))
        }
    }

    @Test func failedLogInsAreThrottledPerNameAndPerAddress() async throws {
        let clock = Mutex(Date(timeIntervalSince1970: 0))
        let throttle = LogInThrottle(limits: .init(perName: 3, perAddress: 5, window: .seconds(60)), now: { clock.withLock { $0 } })
        let app = APITestServices.application(throttle: throttle)
        try await app.test(.router) { client in
            for name in ["ada", "grace"] {
                _ = try await client.execute(uri: "/v1/signup", method: .post, body: try json(["name": name, "password": "correct horse"]))
            }
            func logIn(_ name: String, _ password: String) async throws -> TestResponse {
                try await client.execute(uri: "/v1/login", method: .post, body: try json(["name": name, "password": password]))
            }
            for _ in 0..<3 { #expect(try await logIn("ada", "guess").status == .unauthorized) }
            let blocked = try await logIn("ada", "correct horse")
            #expect(blocked.status == .tooManyRequests && blocked.headers[.retryAfter] == "60")
            #expect(object(blocked)["error"] as? String == "too many failed log-ins; try again in 60 seconds")
            // Another name still logs in, until the address has failed five times.
            #expect(try await logIn("grace", "correct horse").status == .ok)
            for _ in 0..<2 { #expect(try await logIn("grace", "guess").status == .unauthorized) }
            #expect(try await logIn("grace", "correct horse").status == .tooManyRequests)
            clock.withLock { $0 = $0.addingTimeInterval(61) }
            #expect(try await logIn("ada", "correct horse").status == .ok)
        }
    }
}
