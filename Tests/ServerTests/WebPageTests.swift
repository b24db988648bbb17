import Foundation
import Hummingbird
import Testing
@testable import ServerApp
import ServerTestSupport

/// The web page over real HTTP on 127.0.0.1, on a real SQLite file, as a browser uses it:
/// forms, redirects and cookies.
@Suite struct WebPageTests {
    @Test func signUpSearchAddRecordAViewingAndSeeTheListAndHistory() async throws {
        try await ServerFixture().withServer { api in
            let browser = Browser(api.client)
            #expect(try await browser.open("/").path == "/login")
            try await browser.signUp("ada")
            #expect(browser.cookies["watchlist_session"].map { Data(base64URL: $0)?.count ?? 0 } == 32, "the session is not 256 random bits")

            let search = try await browser.open("/search?q=godfather")
            #expect(search.main.contains(#"href="/films/offline:1"><span class="poster placeholder"#) && search.main.contains(">TG</span>The Godfather</a>"))
            let film = try await browser.open("/films/offline:1")
            #expect(film.main.contains("Francis Ford Coppola") && film.main.contains("Marlon Brando"))

            let added = try await browser.submit("/list/add", ["movie": "offline:1", "note": "the classic"])
            #expect(added.path == "/list/films/offline:1" && added.main.contains("Added The Godfather to the list."))
            let review = #"<script>alert("owned")</script> Leave the gun."#
            let watched = try await browser.submit("/list/films/offline:1/viewings", ["on": "2024-03-01", "rating": "9", "review": review])
            #expect(watched.main.contains("Recorded a viewing of The Godfather on 2024-03-01."))
            #expect(watched.main.contains("&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; Leave the gun."))
            #expect(!watched.body.contains("<script>alert"), "a review's markup reached the page unescaped")

            // A film's page offers "I watched it today": a film not on the list goes on it, watched.
            let alienPage = try await browser.open("/films/offline:3")
            #expect(alienPage.main.contains(#"action="/list/watched""#) && alienPage.main.contains("I watched it today"))
            let seen = try await browser.submit("/list/watched", ["movie": "offline:3"])
            #expect(seen.path == "/list/films/offline:3" && seen.main.contains("Added Alien to the list, watched today."), "\(seen.main)")
            let seenAgain = try await browser.submit("/list/watched", ["movie": "offline:3"])
            #expect(seenAgain.main.contains("Recorded a viewing of Alien today."))

            let list = try await browser.open("/list")
            #expect(list.main.contains("The Godfather") && list.main.contains("rated 9/10") && list.main.contains("the classic"))
            #expect(list.main.contains(#"<span id="count">2 films</span>"#))
            _ = try await browser.submit("/list/films/offline:3/remove", [:])
            let history = try await browser.open("/history")
            #expect(history.main.contains("2024-03-01") && history.main.contains("&lt;script&gt;"))
            let unwatched = try await browser.open("/list?filter=unwatched")
            #expect(!unwatched.main.contains("The Godfather"))

            // The API sees what the page did: one list, two fronts.
            let token = try await api.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse"]).object["token"] as? String
            let entries = try await api.send(.get, "/v1/list", token: token).array
            #expect(entries.map { $0["id"] as? String } == ["offline:1"] && entries.first?["rating"] as? Int == 9)
        }
    }

    /// HEAD answers wherever GET does, with GET's status and headers and no body (RFC 9110,
    /// 9.3.2), as link checkers and uptime monitors expect.
    @Test func headAnswersWhereverGetDoesWithItsHeadersAndNoBody() async throws {
        try await ServerFixture().withServer { api in
            for path in ["/login", "/signup", "/health", "/openapi.yaml", "/assets/watchlist.css", "/list", "/v1/list"] {
                let get = try await api.client.execute(uri: path, method: .get, headers: [:], body: nil)
                let head = try await api.client.execute(uri: path, method: .head, headers: [:], body: nil)
                #expect(head.status == get.status, "HEAD \(path) is \(head.status), GET is \(get.status)")
                #expect(head.body.readableBytes == 0, "HEAD \(path) sent a body")
                #expect(head.headers[.contentType] == get.headers[.contentType], "HEAD \(path)'s type differs from GET's")
                #expect(head.headers[.contentSecurityPolicy] == get.headers[.contentSecurityPolicy], "HEAD \(path)'s policy differs")
                #expect(head.headers[.cacheControl] == get.headers[.cacheControl], "HEAD \(path)'s caching differs from GET's")
                #expect(head.headers[.location] == get.headers[.location], "HEAD \(path) goes elsewhere than GET")
            }
            let post = try await api.client.execute(uri: "/login", method: .patch, headers: [:], body: nil)
            #expect(post.headers[.allow] == "GET, HEAD, POST", "\(post.status)")
        }
    }

    @Test func aForgedPostFromAnotherSiteChangesNothing() async throws {
        try await ServerFixture().withServer { api in
            let browser = Browser(api.client)
            try await browser.signUp("ada")
            try await browser.open("/search?q=alien")
            let otherSite = try await browser.submit("/list/add", ["movie": "offline:1"], headers: [.origin: "http://evil.example"])
            #expect(otherSite.status == 403 && otherSite.main.contains("sent from another site"))
            let noToken = try await browser.submit("/list/add", ["movie": "offline:1", "csrf": ""])
            #expect(noToken.status == 403)
            // Another browser's token is no good with this browser's cookie.
            let stranger = Browser(api.client)
            let strangersToken = try await stranger.open("/login").forgeryToken ?? ""
            let wrongToken = try await browser.submit("/list/add", ["movie": "offline:1", "csrf": strangersToken])
            #expect(wrongToken.status == 403)
            let list = try await browser.open("/list")
            #expect(!list.main.contains("The Godfather") && list.main.contains(#"<span id="count">0 films</span>"#))
        }
    }

    @Test func everyPageAndFormWantsASessionAndShowsOnlyItsOwnProfilesList() async throws {
        try await ServerFixture().withServer { api in
            let ada = Browser(api.client)
            try await ada.signUp("ada")
            try await ada.open("/films/offline:1")
            try await ada.submit("/list/add", ["movie": "offline:1", "note": "ada's note"])

            let pages = ["/list", "/list/films/offline:1", "/history", "/stats", "/pick?pick=1", "/shares", "/import", "/export", "/search?q=alien", "/films/offline:1", "/list/events"]
            let forms = ["/list/add", "/list/films/offline:1/viewings", "/list/films/offline:1/remove", "/shares", "/shares/revoke", "/import/confirm"]
            let nobody = Browser(api.client)
            try await nobody.open("/login")
            for page in pages {
                let answer = try await nobody.open(page)
                #expect(answer.path.hasPrefix("/login"), "\(page) without a session ended on \(answer.path)")
            }
            for form in forms {
                let answer = try await nobody.submit(form, ["movie": "offline:1", "on": "2024-03-01", "name": "ada"])
                #expect(answer.path.hasPrefix("/login"), "\(form) without a session ended on \(answer.path)")
            }

            let bob = Browser(api.client)
            try await bob.signUp("bob")
            #expect(try await bob.open("/list/films/offline:1").status == 404)
            #expect(try await bob.open("/list?of=ada").status == 404)
            #expect(try await bob.open("/list/films/offline:1?of=ada").status == 404)
            let viewing = try await bob.submit("/list/films/offline:1/viewings", ["on": "2024-03-01", "of": "ada"])
            #expect(viewing.status == 404)
            #expect(try await bob.submit("/list/films/offline:1/remove", ["of": "ada"]).status == 404)
            #expect(try await bob.submit("/list/add", ["movie": "offline:2", "of": "ada"]).status == 404)
            #expect(!(try await bob.open("/history?of=ada").main.contains("Godfather")))
            #expect(!(try await bob.open("/export").body.contains("Godfather")))

            let adasList = try await ada.open("/list")
            #expect(adasList.main.contains("The Godfather") && adasList.main.contains(#"<span id="count">1 film</span>"#))
            #expect(try await ada.open("/list/films/offline:1").main.contains("ada&#39;s note"))
        }
    }

    @Test func pagesSendAPolicyThatForbidsInlineScriptAndStaticFilesAreServed() async throws {
        try await ServerFixture().withServer { api in
            let browser = Browser(api.client)
            let login = try await browser.open("/login")
            let policy = login.headers[.contentSecurityPolicy] ?? ""
            #expect(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline") && policy.contains("frame-ancestors 'none'"))
            #expect(!login.body.contains("<script>"), "a page has inline script")
            let cookie = login.headers[values: .setCookie].first { $0.hasPrefix("watchlist_csrf=") } ?? ""
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && !cookie.contains("Secure"))
            let manifest = try await browser.open("/manifest.webmanifest")
            #expect(manifest.status == 200 && manifest.headers[.contentType] == "application/manifest+json" && manifest.body.contains(#""display": "standalone""#))
            #expect(try await browser.open("/assets/watchlist.js").body.contains("EventSource"))
        }
    }
}
