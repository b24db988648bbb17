import AuthStandIn
import Foundation
import TestSupport
import Testing

/// Two-factor log-in through the real binaries: a profile that turned it on (through the API)
/// logs in with `watchlist remote login --code`, and without a code is told how to give one.
@Suite struct TwoFactorEndToEndTests {
    @Test func remoteLogInTakesTheAuthenticatorsCode() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = try await RunningServer.start(directory: directory)
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let address = "http://127.0.0.1:\(server.port)"

        let ada = try CLIUser("ada", in: directory)
        let signUp = try await server.request("/v1/signup", method: "POST", json: #"{"name":"ada","password":"\#(ada.password)"}"#)
        let token = try #require(Self.field("token", in: signUp.body), "\(signUp)")
        let begun = try await server.request("/v1/two-factor", method: "POST", token: token)
        let app = try StandInAuthenticator(key: try #require(Self.field("key", in: begun.body), "\(begun)"))
        let confirmed = try await server.request("/v1/two-factor/confirm", method: "POST", json: #"{"code":"\#(app.code())"}"#, token: token)
        #expect(confirmed.status == 200, "\(confirmed)")

        let bare = try await ada.run(["remote", "login", address, "ada", "--password-stdin"], input: ada.password + "\n")
        #expect(bare.status != 0 && bare.error.contains("logs in with a code too") && bare.error.contains("--code"), "\(bare)")
        // The code confirmed with is used: the next step's works.
        try await Task.sleep(for: .seconds(30.5 - Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 30)))
        let logIn = try await ada.run(["remote", "login", address, "ada", "--password-stdin", "--code", app.code()], input: ada.password + "\n")
        #expect(logIn.status == 0 && logIn.output.contains("Logged in as ada"), "\(logIn)")
    }

    /// The string `name` of a JSON object.
    private static func field(_ name: String, in body: String) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])?[name] as? String
    }
}
