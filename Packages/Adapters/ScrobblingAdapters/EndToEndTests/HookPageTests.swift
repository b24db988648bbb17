import Foundation
import Hummingbird
import Testing
import ServerTestSupport

/// The hooks page over real HTTP: a hook made from the page shows its URL once, on this
/// server's address, with a copy button and the media server's steps; events it receives show
/// as its last event; the inbox is resolved and dismissed from the page; a revoked hook is 404;
/// another profile sees none of it.
@Suite struct HookPageTests {
    private func hookURL(in page: Browser.Page) throws -> String {
        let start = try #require(page.main.range(of: #"<code id="hook-url">"#), "no URL on the page: \(page.main.prefix(2_000))")
        return String(page.main[start.upperBound...].prefix { $0 != "<" })
    }

    @Test func aHookIsMadeUsedResolvedAndRevokedFromThePage() async throws {
        try await ServerFixture().withServer { api in
            let browser = Browser(api.client)
            try await browser.signUp("ada")
            let empty = try await browser.open("/hooks")
            #expect(empty.status == 200 && empty.main.contains("No hooks yet") && empty.main.contains("The inbox is empty"))

            let made = try await browser.submit("/hooks", ["server": "jellyfin", "user": "ada"])
            #expect(made.status == 201)
            let url = try hookURL(in: made)
            #expect(url.hasPrefix("http://") && url.contains("/webhooks/"), "\(url)")
            #expect(made.main.contains(#"data-copy="\#(url)""#) && made.main.contains("Add Generic Destination") && made.main.contains("{{NotificationType}}"))
            let path = String(url[try #require(url.range(of: "/webhooks/")).lowerBound...])

            let unknown = #"{"NotificationType":"PlaybackStop","ItemType":"Movie","Name":"A Home Movie","Year":"2023","PlayedToCompletion":"True","NotificationUsername":"ada"}"#
            #expect(try await api.send(.post, path, raw: Data(unknown.utf8)).status == .ok)
            let withInbox = try await browser.open("/hooks")
            #expect(withInbox.main.contains("A Home Movie (2023)") && withInbox.main.contains("no film matches"))
            #expect(!withInbox.main.contains(String(path.dropFirst("/webhooks/".count))), "the secret is shown once only")
            let number = try #require(withInbox.main.firstMatch(of: /\/hooks\/inbox\/(\d+)\/resolve/).map { String($0.output.1) })

            let refused = try await browser.submit("/hooks/inbox/\(number)/resolve", ["film": "a:b:c"])
            #expect(refused.status == 400)
            let resolved = try await browser.submit("/hooks/inbox/\(number)/resolve", ["film": "offline:3"])
            #expect(resolved.path == "/hooks" && resolved.main.contains("recorded Alien (1979)"), "\(resolved.main.prefix(1_500))")
            #expect(try await browser.open("/history").main.contains("Alien"))

            let sam = Browser(api.client)
            try await sam.signUp("sam")
            let samsPage = try await sam.open("/hooks")
            #expect(samsPage.main.contains("No hooks yet") && samsPage.main.contains("The inbox is empty"), "another profile sees ada's hook or inbox")
            let hookID = try #require(withInbox.main.firstMatch(of: /\/hooks\/(\d+)\/revoke/).map { String($0.output.1) })
            #expect(try await sam.submit("/hooks/\(hookID)/revoke", [:]).status == 404)
            #expect(try await api.send(.post, path, raw: Data(unknown.utf8)).status == .ok, "sam's refused revoke left the hook working")

            let revoked = try await browser.submit("/hooks/\(hookID)/revoke", [:])
            #expect(revoked.path == "/hooks" && revoked.main.contains("Hook \(hookID) is revoked"))
            #expect(try await api.send(.post, path, raw: Data(unknown.utf8)).status == .notFound)
        }
    }

    @Test func theFormsNeedASignedInProfileAndAMediaServer() async throws {
        try await ServerFixture().withServer { api in
            let browser = Browser(api.client)
            #expect(try await browser.open("/hooks").path.hasPrefix("/login"))
            try await browser.signUp("ada")
            #expect(try await browser.submit("/hooks", ["server": ""]).status == 400)
            #expect(try await browser.submit("/hooks", ["server": "plex", "user": "\u{7}"]).status == 400)
        }
    }
}
