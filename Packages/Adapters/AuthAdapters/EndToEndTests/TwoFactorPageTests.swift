import AuthInterface
import AuthStandIn
import Foundation
import Hummingbird
import StorageTesting
import Testing
import ServerTestSupport

/// Two-factor log-in through the API, on SQLite and PostgreSQL, and through the web page
/// without JavaScript: a profile turns it on with its app's first code, then logs in only with
/// a code from near now, each used once, or a recovery code, each used once; its password
/// turns it off.
@Suite(.temporaryPostgres) struct TwoFactorPageTests {
    @Test(arguments: ["SQLite", "PostgreSQL"])
    func aProfileTurnsItOnAndLogsInWithItsCodes(storage: String) async throws {
        let postgres = try storage == "PostgreSQL" ? TemporaryPostgres.forThisTest() : nil
        let fixture = try ServerFixture(postgres: try postgres.map { try $0.url(database: $0.createDatabase()) })
        let clock = fixture.clock
        try await fixture.withServer { api in
            let ada = try await api.signUp("ada")
            #expect(try await api.send(.get, "/v1/two-factor", token: ada).object["on"] as? Bool == false)
            let begun = try await api.send(.post, "/v1/two-factor", token: ada)
            #expect(begun.status == .created)
            let key = try #require(begun.object["key"] as? String)
            #expect((begun.object["address"] as? String)?.hasPrefix("otpauth://totp/Watchlist:ada?secret=\(key)") == true)
            let app = try StandInAuthenticator(key: key)
            #expect(try await api.send(.post, "/v1/two-factor/confirm", token: ada, json: ["code": "000000"]).status == .unauthorized)
            let confirmed = try await api.send(.post, "/v1/two-factor/confirm", token: ada, json: ["code": app.code(at: clock.now())])
            let recovery = try #require(confirmed.object["recoveryCodes"] as? [String], "\(confirmed.status) \(confirmed.error ?? "")")
            #expect(recovery.count == 10)
            #expect(try await api.send(.post, "/v1/two-factor", token: ada).status == .conflict)

            let bare = try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse"])
            #expect(bare.status == .unauthorized && bare.error == AuthError.codeNeeded.description)
            let used = try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse", "code": app.code(at: clock.now())])
            #expect(used.status == .unauthorized && used.error == AuthError.codeInvalid.description, "the code confirmed with is used")
            clock.advance(seconds: 30)
            let code = app.code(at: clock.now())
            #expect(try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse", "code": code]).status == .ok)
            #expect(try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse", "code": code]).status == .unauthorized)
            #expect(try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "wrong horse", "code": code]).error == AuthError.invalidCredentials.description)
            #expect(try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse", "code": recovery[3]]).status == .ok)
            #expect(try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse", "code": recovery[3]]).status == .unauthorized)
            #expect(try await api.send(.get, "/v1/two-factor", token: ada).object["recoveryCodesLeft"] as? Int == 9)

            #expect(try await api.send(.post, "/v1/two-factor/off", token: ada, json: ["password": "wrong horse"]).status == .unauthorized)
            #expect(try await api.send(.post, "/v1/two-factor/off", token: ada, json: ["password": "correct horse"]).status == .noContent)
            #expect(try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse"]).status == .ok)
        }
    }

    @Test func anAppsTokenChangesNoLogInAndAdministersNothing() async throws {
        try await ServerFixture().withServer { api in
            let ada = try await api.signUp("ada")
            let made = try await api.send(.post, "/v1/apps", token: ada, json: ["name": "Kodi", "scopes": ["read", "write", "scrobble"]])
            let app = try #require(made.object["token"] as? String, "\(made.status) \(made.error ?? "")")
            for (method, path) in [(HTTPRequest.Method.post, "/v1/two-factor"), (.get, "/v1/two-factor"), (.get, "/v1/household"), (.post, "/v1/household/invitations")] {
                let answer = try await api.send(method, path, token: app, json: method == .post ? [:] : nil)
                #expect(answer.status == .forbidden && answer.error == "only a log-in token may do this, not an app's token", "\(path): \(answer.status)")
            }
            #expect(try await api.send(.get, "/v1/two-factor", token: ada).status == .ok)
        }
    }

    @Test func theWebPageTurnsItOnAndTheLogInPageAsksForTheCode() async throws {
        let fixture = try ServerFixture()
        let clock = fixture.clock
        try await fixture.withServer { api in
            let browser = Browser(api.client)
            try await browser.signUp("ada")
            let off = try await browser.open("/security")
            #expect(off.status == 200 && off.main.contains("Two-factor log-in is <strong>off</strong>"), "\(off.main.prefix(1_000))")
            let begun = try await browser.submit("/security/begin", [:])
            let key = try #require(begun.main.firstMatch(of: /id="two-factor-key" value="([A-Z2-7 ]+)"/), "\(begun.main.prefix(2_000))").output.1
            #expect(begun.main.contains("href=\"otpauth://totp/"))
            let app = try StandInAuthenticator(key: String(key))
            let wrong = try await browser.submit("/security/confirm", ["code": "000000"])
            #expect(wrong.status == 400 && wrong.main.contains("Wrong or used code"))
            let confirmed = try await browser.submit("/security/confirm", ["code": app.code(at: clock.now())])
            #expect(confirmed.main.matches(of: /<li><code>[a-z0-9]{5}-[a-z0-9]{5}<\/code><\/li>/).count == 10, "\(confirmed.main.prefix(2_000))")
            #expect(try await browser.open("/security").main.contains("10 recovery codes left"))

            try await browser.submit("/logout", [:])
            try await browser.open("/login")
            let asked = try await browser.submit("/login", ["name": "ada", "password": "correct horse"])
            #expect(asked.status == 401 && asked.main.contains("name=\"code\"") && asked.main.contains("logs in with a code too"), "\(asked.main.prefix(2_000))")
            clock.advance(seconds: 30)
            let signedIn = try await browser.submit("/login", ["name": "ada", "password": "correct horse", "code": app.code(at: clock.now())])
            #expect(signedIn.path == "/list" && signedIn.status == 200, "\(signedIn.path) \(signedIn.status)")

            let turnedOff = try await browser.submit("/security/off", ["password": "correct horse"])
            #expect(turnedOff.main.contains("Two-factor log-in is off"), "\(turnedOff.main.prefix(1_000))")
        }
    }
}
