import AuthInterface
import Foundation
import Hummingbird
import ServerTestSupport
import Testing

/// Signing up, logging in and out on the web page, over real HTTP with the server's root:
/// sessions end everywhere, failures are throttled as the API's are, a log-in never leads to
/// another site, and closed sign-ups leave profiles to the operator.
@Suite struct LogInPageTests {
    @Test func logOutRevokesTheSessionEverywhere() async throws {
        try await ServerFixture().withServer { api in
            let browser = Browser(api.client)
            try await browser.signUp("ada")
            let session = browser.cookies["watchlist_session"] ?? ""
            try await browser.open("/list")
            let loggedOut = try await browser.submit("/logout", [:])
            #expect(loggedOut.path == "/login" && loggedOut.main.contains("You are logged out."))
            #expect(browser.cookies["watchlist_session"] == nil)
            // The old cookie, replayed, no longer signs anyone in.
            let replay = Browser(api.client)
            _ = try await replay.open("/login")
            let answer = try await api.client.execute(uri: "/list", method: .get, headers: [.cookie: "watchlist_session=\(session)"], body: nil)
            #expect(answer.status == .seeOther && answer.headers[.location]?.hasPrefix("/login") == true)
        }
    }

    @Test func failedLogInsAreThrottledAsTheAPIsAre() async throws {
        try await ServerFixture().withServer { api in
            _ = try await api.signUp("ada")
            let browser = Browser(api.client)
            try await browser.open("/login")
            for _ in 0..<5 {
                #expect(try await browser.submit("/login", ["name": "ada", "password": "wrong horse"]).status == 401)
            }
            let throttled = try await browser.submit("/login", ["name": "ada", "password": "correct horse"])
            #expect(throttled.status == 429 && throttled.main.contains("Too many failed log-ins"))
            let apiAnswer = try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse"])
            #expect(apiAnswer.status == .tooManyRequests)
        }
    }

    @Test func aLogInGoesOnToThePageAskedForAndNeverToAnotherSite() async throws {
        try await ServerFixture().withServer { api in
            _ = try await api.signUp("ada")
            let browser = Browser(api.client)
            let login = try await browser.open("/history")
            #expect(login.path == "/login?next=/history")
            #expect(try await browser.submit("/login", ["name": "ada", "password": "correct horse", "next": "/history"]).path == "/history")
            try await browser.submit("/logout", [:])
            try await browser.open("/login")
            #expect(try await browser.submit("/login", ["name": "ada", "password": "correct horse", "next": "//evil.example/"]).path == "/list")
        }
    }

    @Test func closedSignUpsLeaveProfilesToTheAdministration() async throws {
        let fixture = try ServerFixture(options: ["--signups", "closed"])
        try await fixture.withServer { api in
            let browser = Browser(api.client)
            let page = try await browser.open("/signup")
            #expect(page.status == 403 && page.main.contains("does not let visitors sign up") && !page.main.contains("<form"))
            let post = try await browser.submit("/signup", ["name": "eve", "password": "correct horse", "again": "correct horse"])
            #expect(post.status == 403)
            #expect(try await api.send(.post, "/v1/signup", json: ["name": "eve", "password": "correct horse"]).status == .forbidden)
            #expect(!(try await browser.open("/login").main.contains("/signup")))

            try await fixture.withFeatures { container in
                _ = try await container.resolve((any ProfileAdministering).self).createProfile(name: "ada", password: "correct horse")
            }
            try await browser.open("/login")
            #expect(try await browser.submit("/login", ["name": "ada", "password": "correct horse"]).path == "/list")
        }
    }
}
