import APIContract
import APIRouting
import AuthInterface
import Foundation
import Hummingbird
import HummingbirdTesting
import ReadCache
import Testing
import WebServer

/// The router on one small feature of the test's own: what the router owns (`/health`, the
/// token check, 405 with `Allow`, the errors' statuses and bodies, the log's secrets), apart
/// from every real feature's routes, which the root's ServerTests run.
@Suite struct ServerRouterTests {
    /// One profile, `ada`, whose log-in token is `adas-token`, and whose apps' tokens are
    /// `reader` (`read`) and `player` (`scrobble`).
    struct Accounts: TokenAuthenticating {
        static let ada = Profile(id: UUID(), name: "ada")
        func signUp(name: String, password: String) throws -> IssuedToken { throw AuthError.signUpsClosed }
        func logIn(name: String, password: String) throws -> IssuedToken { throw AuthError.invalidCredentials }
        func issuedToken(_ token: String) throws -> IssuedToken? {
            let scopes: [String: Set<TokenScope>?] = ["adas-token": nil, "reader": [.read], "player": [TokenScope(rawValue: "scrobble")]]
            guard let granted = scopes[token] else { return nil }
            return IssuedToken(profile: Self.ada, token: token, expiresAt: .distantFuture, scopes: granted)
        }
        func logOut(token: String) throws {}
    }

    /// An error of the test feature's, and its mapping.
    struct Missing: Error, CustomStringConvertible { var description: String { "no such note" } }
    struct NoteErrors: HTTPErrorMapping {
        func answer(to error: any Error) -> HTTPErrorAnswer? { error is Missing ? HTTPErrorAnswer(.notFound) : nil }
    }

    /// `GET /v1/notes` (signed in), `DELETE /v1/notes/{id}` (always missing), `POST
    /// /v1/plays` (`scrobble`), `GET /v1/keys` (a log-in token's only), `POST /open/{secret}`.
    struct NoteRoutes: APIRoutes {
        var secretPathPrefixes: [String] { ["/open/"] }
        func add(to groups: APIRouteGroups) {
            groups.signedIn.get("notes") { _, context in JSONBody(["owner": try context.signedIn().name]) }
            groups.signedIn.delete("notes/:id") { _, _ -> HTTPResponse.Status in throw Missing() }
            groups.needing(TokenScope(rawValue: "scrobble")).post("plays") { _, _ in HTTPResponse.Status.noContent }
            groups.needing(.account).get("keys") { _, _ in HTTPResponse.Status.noContent }
            groups.root.post("open/:secret") { _, _ in HTTPResponse.Status.noContent }
        }
    }

    private func application() -> some ApplicationProtocol {
        let cache = ReadCache(channel: ProcessInvalidationChannel())
        let router = ServerRouter.router(accounts: Accounts(), routes: [NoteRoutes()], errors: [NoteErrors()], cache: cache, document: ServedDocument())
        return Application(router: router, services: [cache])
    }

    private func error(_ response: TestResponse) -> String? {
        ((try? JSONSerialization.jsonObject(with: Data(buffer: response.body))) as? [String: Any])?["error"] as? String
    }

    @Test func healthAnswersAndEveryV1RouteChecksTheToken() async throws {
        try await application().test(.router) { client in
            #expect(try await client.execute(uri: "/health", method: .get).status == .ok)
            let anonymous = try await client.execute(uri: "/v1/notes", method: .get)
            #expect(anonymous.status == .unauthorized && anonymous.headers[.wwwAuthenticate] == "Bearer")
            let wrong = try await client.execute(uri: "/v1/notes", method: .get, headers: [.authorization: "Bearer nobodys"])
            #expect(wrong.status == .unauthorized && error(wrong)?.contains("log in again") == true)
            let signed = try await client.execute(uri: "/v1/notes", method: .get, headers: [.authorization: "Bearer adas-token"])
            #expect(signed.status == .ok && String(buffer: signed.body).contains("ada"))
        }
    }

    @Test func aFeaturesErrorIsAnsweredWithItsMappingsStatusAndA405SaysWhatIsAllowed() async throws {
        try await application().test(.router) { client in
            let missing = try await client.execute(uri: "/v1/notes/1", method: .delete, headers: [.authorization: "Bearer adas-token"])
            #expect(missing.status == .notFound && error(missing) == "no such note")
            let patch = try await client.execute(uri: "/v1/notes", method: .patch)
            #expect(patch.status == .methodNotAllowed && patch.headers[.allow] == "GET, HEAD")
            #expect(try await client.execute(uri: "/v1/nothing", method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/open/s3cr3t", method: .post).status == .noContent)
        }
    }

    @Test func anAppsTokenReachesOnlyTheRoutesOfItsScopes() async throws {
        try await application().test(.router) { client in
            func status(_ uri: String, _ method: HTTPRequest.Method, _ token: String) async throws -> (HTTPResponse.Status, String?) {
                let response = try await client.execute(uri: uri, method: method, headers: [.authorization: "Bearer \(token)"])
                return (response.status, error(response))
            }
            // `read` is every GET; a DELETE needs `write`.
            #expect(try await status("/v1/notes", .get, "reader").0 == .ok)
            let delete = try await status("/v1/notes/1", .delete, "reader")
            #expect(delete.0 == .forbidden && delete.1?.contains("needs the write scope") == true)
            // A route that names its scope needs it whatever the method.
            #expect(try await status("/v1/plays", .post, "player").0 == .noContent)
            #expect(try await status("/v1/plays", .post, "reader").0 == .forbidden)
            #expect(try await status("/v1/notes", .get, "player").0 == .forbidden)
            // The account's own routes are a log-in token's only; it may do everything.
            let keys = try await status("/v1/keys", .get, "reader")
            #expect(keys.0 == .forbidden && keys.1?.contains("log-in token") == true)
            for (uri, method) in [("/v1/keys", HTTPRequest.Method.get), ("/v1/plays", .post), ("/v1/notes", .get)] {
                #expect(try await status(uri, method, "adas-token").0.code < 300)
            }
        }
    }
}
