import AuthStandIn
import Foundation
import TestSupport
import Testing

/// Single sign-on's options through the real `watchlist-server`: its help names them, a
/// server set up so that no one could log in does not start, and one pointed at a provider
/// (the stand-in, on 127.0.0.1) offers its button and leaves passwords off.
@Suite struct SingleSignOnEndToEndTests {
    @Test func theOptionsAreTheServersAndAnUnusableSetUpDoesNotStart() async throws {
        let help = try await ChildProcess.run(RunningServer.executable, ["serve", "--help"])
        for option in ["--oidc-issuer", "--oidc-client-id", "--oidc-client-secret-file", "--oidc-create-profiles", "--passwords"] {
            #expect(help.output.contains(option), "--help does not name \(option)")
        }
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let refused = try await RunningServer.start(directory: directory, arguments: ["--passwords", "off"])
        refused.server?.terminate()
        #expect(refused.server == nil && refused.standardError.contains("give --oidc-issuer too"), "\(refused.standardError)")

        let provider = try await StandInProvider.start()
        defer { Task { await provider.stop() } }
        let started = try await RunningServer.start(
            directory: directory, environment: ["WATCHLIST_OIDC_CLIENT_SECRET": StandInProvider.clientSecret, "WATCHLIST_PASSWORDS": "off"],
            arguments: ["--oidc-issuer", provider.issuer.absoluteString, "--oidc-client-id", StandInProvider.clientID, "--oidc-provider-name", "Stand-in"]
        )
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let logIn = try await server.request("/login")
        #expect(logIn.status == 200 && logIn.body.contains("href=\"/login/sso\"") && logIn.body.contains("Log in with Stand-in"), "\(logIn.body.prefix(2_000))")
        let password = try await server.request("/v1/login", method: "POST", json: #"{"name":"ada","password":"correct horse"}"#)
        #expect(password.status == 403 && password.body.contains("identity provider"), "\(password)")
    }
}
