import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StorageTesting
import TestSupport
import Testing

/// Apps' tokens through the real `watchlist-server` and `watchlist`, on SQLite and PostgreSQL:
/// a token does only what its scopes allow, on the API alone, and stops at once when revoked.
@Suite(.temporaryPostgres) struct AppTokensEndToEndTests {
    @Test(arguments: ["SQLite", "PostgreSQL"])
    func anAppsTokenDoesOnlyWhatItsScopesAllowUntilRevoked(storage: String) async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let signedUp = try await SignedUpServer.start(in: directory, storage: try RunningServer.storageOptions(storage))
        let (server, logIn) = (signedUp.server, signedUp.logIn)
        defer { server.terminate() }
        let made = try await server.request("/v1/apps", method: "POST", json: #"{"name": "Kodi", "scopes": ["read"]}"#, token: logIn)
        #expect(made.status == 201, "\(made)")
        let app = try #require(SignedUpServer.field("token", in: made.body), "\(made)")
        #expect(app.hasPrefix("wlapp_"))

        // `read` reads; writing, and the account's own routes, are refused with the scope named.
        #expect(try await server.request("/v1/list", token: app).status == 200)
        let write = try await server.request("/v1/list", method: "POST", json: #"{"id": "offline:1"}"#, token: app)
        #expect(write.status == 403 && write.body.contains("write scope"), "\(write)")
        let apps = try await server.request("/v1/apps", token: app)
        #expect(apps.status == 403 && apps.body.contains("log-in token"), "\(apps)")
        #expect(try await server.request("/v1/list", token: "wlapp_not-a-token").status == 401)

        // The listing has when it was last used, never a token.
        let listed = try await server.request("/v1/apps", token: logIn)
        #expect(listed.status == 200 && listed.body.contains("\"lastUsedAt\"") && !listed.body.contains("wlapp_"), "\(listed)")

        // The web page's session accepts a log-in token only.
        let page = try await Self.page("/apps", port: server.port, session: logIn)
        #expect(page.contains("<td>Kodi</td>"), "\(page)")
        #expect(try await !Self.page("/apps", port: server.port, session: app).contains("Kodi"))

        // The document states each operation's scope.
        let document = try await server.request("/openapi.yaml").body
        #expect(document.contains("  /v1/list:\n    get:\n      security: [{ bearer: [read] }]"))
        #expect(document.contains("      security: [{ bearer: [account] }]"))

        #expect(try await server.request("/v1/apps/Kodi", method: "DELETE", token: logIn).status == 204)
        #expect(try await server.request("/v1/list", token: app).status == 401, "a revoked token stops at once")
        #expect(await server.stop() == 0)
        #expect(!server.standardError.contains(app) && !server.standardError.contains(logIn), "no token reaches the log")
    }

    /// `watchlist apps` on this machine's database, which a server on the same file reads.
    @Test func theCommandsMakeListAndRevokeAppsLocally() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let watchlist = RunningServer.executable.deletingLastPathComponent().appending(path: "watchlist")
        let run = { (arguments: [String], input: String) in
            try await ChildProcess.run(watchlist, arguments, environment: [
                "HOME": directory.path, "WATCHLIST_DB": directory.appending(path: "watchlist.sqlite").path, "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
            ], input: Data(input.utf8))
        }
        #expect(try await run(["signup", "kim", "--password-stdin"], "correct horse battery\n").status == 0)
        let made = try await run(["apps", "add", "Kodi", "--scope", "scrobble,read"], "")
        #expect(made.status == 0 && made.output.contains("wlapp_"), "\(made)")
        let listed = try await run(["apps", "list"], "")
        #expect(listed.output.contains("Kodi  read, scrobble") && !listed.output.contains("wlapp_"), "\(listed)")
        let wrong = try await run(["apps", "add", "Other", "--scope", "admin"], "")
        #expect(wrong.status != 0 && wrong.error.contains("--scope read,scrobble"), "the advice names the option: \(wrong)")
        #expect(try await run(["apps", "revoke", "Kodi"], "").status == 0)
        let unknown = try await run(["apps", "revoke", "Kodi"], "")
        #expect(unknown.status != 0 && unknown.error.contains("watchlist apps list"), "\(unknown)")
    }

    /// The page at `path` with `session` as the session's cookie, after redirects, from a
    /// session that keeps no cookie: another test's server on 127.0.0.1 (cookies ignore ports)
    /// sets none here.
    static func page(_ path: String, port: Int, session: String) async throws -> String {
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)\(path)")))
        request.httpShouldHandleCookies = false
        request.setValue("watchlist_session=\(session)", forHTTPHeaderField: "Cookie")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        let (data, _) = try await URLSession(configuration: configuration).data(for: request)
        return String(decoding: data, as: UTF8.self)
    }
}
