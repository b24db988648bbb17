import AuthInterface
import AuthStandIn
import Foundation
import Hummingbird
import StorageTesting
import Testing
import ServerTestSupport

/// Sign-in through an OpenID Connect provider in the web page, on SQLite and PostgreSQL: the
/// log-in page's button leads to the provider (a stand-in on 127.0.0.1, over real HTTP), which
/// sends the browser back signed in; with passwords off, no password logs in anywhere; a
/// replayed callback and a forged token are refused.
@Suite(.temporaryPostgres) struct SingleSignOnPageTests {
    private static func server(_ provider: StandInProvider, postgres: String?) throws -> ServerFixture {
        try ServerFixture(
            options: [
                "--oidc-issuer", provider.issuer.absoluteString, "--oidc-client-id", StandInProvider.clientID, "--oidc-provider-name", "Stand-in",
                "--oidc-create-profiles", "--passwords", "off",
            ],
            postgres: postgres, environment: ["WATCHLIST_OIDC_CLIENT_SECRET": StandInProvider.clientSecret]
        )
    }

    @Test(arguments: ["SQLite", "PostgreSQL"])
    func theProviderSignsAProfileInAndPasswordsAreOff(storage: String) async throws {
        let postgres = try storage == "PostgreSQL" ? TemporaryPostgres.forThisTest() : nil
        let provider = try await StandInProvider.start()
        defer { Task { await provider.stop() } }
        let fixture = try Self.server(provider, postgres: try postgres.map { try $0.url(database: $0.createDatabase()) })
        try await fixture.withServer { api in
            let browser = Browser(api.client)
            var callback: URL?
            browser.elsewhere = { authorization in
                let back = try provider.approve(authorization, as: "ada")
                callback = back
                return back
            }
            let logIn = try await browser.open("/login")
            #expect(logIn.main.contains("Log in with Stand-in") && !logIn.main.contains("type=\"password\""), "\(logIn.main.prefix(2_000))")
            let signedIn = try await browser.open("/login/sso")
            #expect(signedIn.path == "/list" && signedIn.status == 200, "\(signedIn.path) \(signedIn.status) \(signedIn.main.prefix(1_000))")
            #expect(try await browser.open("/household").main.contains("Owner"), "the first profile made owns the server")

            let replayed = try await browser.open(try #require(callback).path() + "?" + (try #require(callback).query() ?? ""))
            #expect(replayed.status == 401 && replayed.main.contains("was used already"), "\(replayed.main.prefix(1_000))")

            let password = try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse"])
            #expect(password.status == .forbidden && password.error == AuthError.passwordsOff.description)
            #expect(try await api.send(.post, "/v1/signup", json: ["name": "eve", "password": "correct horse"]).status == .forbidden)

            provider.misbehave(.forgedSignature)
            let mallory = Browser(api.client)
            mallory.elsewhere = { try provider.approve($0, as: "mallory") }
            try await mallory.open("/login")
            let forged = try await mallory.open("/login/sso")
            #expect(forged.status == 401 && forged.main.contains("signature is not the provider"), "\(forged.main.prefix(1_000))")
        }
    }

    @Test func passwordsOffWithoutAnIssuerAndAnIssuerWithoutItsClientStopTheStart() async throws {
        for (options, said) in [(["--passwords", "off"], "no one could log in: give --oidc-issuer too"), (["--oidc-issuer", "http://127.0.0.1:9"], "--oidc-client-id")] {
            let fixture = try ServerFixture(options: options)
            defer { fixture.remove() }
            do {
                try await fixture.build()
                Issue.record("the server was built with \(options)")
            } catch {
                #expect("\(error)".contains(said), "\(error)")
            }
        }
    }
}
