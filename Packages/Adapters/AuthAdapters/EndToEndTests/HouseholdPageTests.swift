import Foundation
import Hummingbird
import StorageTesting
import Testing
import ServerTestSupport

/// A server a household can put on the internet, on SQLite and PostgreSQL: its first profile
/// owns it; after it, one needs the owner's invitation, used once; the owner disables and
/// enables profiles, and only the owner administers. Through the API and the web page.
@Suite(.temporaryPostgres) struct HouseholdPageTests {
    @Test(arguments: ["SQLite", "PostgreSQL"])
    func theFirstProfileOwnsTheServerAndInvitesTheOthers(storage: String) async throws {
        let postgres = try storage == "PostgreSQL" ? TemporaryPostgres.forThisTest() : nil
        // No --signups: the default, by invitation.
        let fixture = try ServerFixture(options: ["--signups", "invitation"], postgres: try postgres.map { try $0.url(database: $0.createDatabase()) })
        try await fixture.withServer { api in
            let ada = try await api.signUp("ada")
            let uninvited = try await api.send(.post, "/v1/signup", json: ["name": "eve", "password": "correct horse"])
            #expect(uninvited.status == .forbidden && uninvited.error?.contains("by invitation") == true, "\(uninvited.status) \(uninvited.error ?? "")")
            // Nothing a request body says makes anyone an owner.
            let claiming = try await api.send(.post, "/v1/signup", json: ["name": "eve", "password": "correct horse", "owner": true, "role": "owner"])
            #expect(claiming.status == .forbidden)

            let made = try await api.send(.post, "/v1/household/invitations", token: ada, json: ["days": 2])
            #expect(made.status == .created, "\(made.error ?? "")")
            let code = try #require(made.object["code"] as? String)
            #expect(made.object["path"] as? String == "/signup?invitation=\(code)")
            let sam = try await api.send(.post, "/v1/signup", json: ["name": "sam", "password": "correct horse", "invitation": code])
            #expect(sam.status == .created)
            let samToken = try #require(sam.object["token"] as? String)
            let again = try await api.send(.post, "/v1/signup", json: ["name": "kim", "password": "correct horse", "invitation": code])
            #expect(again.status == .forbidden && again.error?.contains("used, revoked or has expired") == true)

            let notOwner = try await api.send(.get, "/v1/household", token: samToken)
            #expect(notOwner.status == .forbidden && notOwner.error == "only the server's owner may do this")
            #expect(try await api.send(.post, "/v1/household/invitations", token: samToken, json: [:]).status == .forbidden)
            let household = try await api.send(.get, "/v1/household", token: ada)
            let profiles = (household.object["profiles"] as? [[String: Any]]) ?? []
            #expect(profiles.map { $0["name"] as? String } == ["ada", "sam"] && profiles.map { $0["owner"] as? Bool } == [true, false])
            #expect(((household.object["invitations"] as? [[String: Any]])?.first?["usedBy"] as? String) == "sam")

            let disabled = try await api.send(.post, "/v1/household/profiles/sam/disable", token: ada)
            #expect(disabled.status == .ok && disabled.object["disabled"] as? Bool == true)
            #expect(try await api.send(.get, "/v1/me", token: samToken).status == .unauthorized, "a disabled profile's token stops at once")
            let locked = try await api.send(.post, "/v1/login", json: ["name": "sam", "password": "correct horse"])
            #expect(locked.status == .forbidden && locked.error?.contains("disabled") == true)
            #expect(try await api.send(.post, "/v1/household/profiles/ada/disable", token: ada).status == .conflict)
            #expect(try await api.send(.post, "/v1/household/profiles/nobody/disable", token: ada).status == .notFound)
            #expect(try await api.send(.post, "/v1/household/profiles/sam/enable", token: ada).status == .ok)
            #expect(try await api.send(.post, "/v1/login", json: ["name": "sam", "password": "correct horse"]).status == .ok)

            #expect(try await api.send(.post, "/v1/household/profiles/ada/reset-password", token: samToken).status == .forbidden)
            let reset = try await api.send(.post, "/v1/household/profiles/sam/reset-password", token: ada)
            let given = try #require(reset.object["password"] as? String, "\(reset.status) \(reset.error ?? "")")
            #expect(try await api.send(.get, "/v1/me", token: samToken).status == .unauthorized, "a reset ends the sessions")
            let needsNew = try await api.send(.post, "/v1/login", json: ["name": "sam", "password": given])
            #expect(needsNew.status == .forbidden && needsNew.error?.contains("choose a new one") == true, "\(needsNew.error ?? "")")
            let chosen = try await api.send(.post, "/v1/login", json: ["name": "sam", "password": given, "newPassword": "battery staple"])
            #expect(chosen.status == .ok)
            #expect(try await api.send(.post, "/v1/login", json: ["name": "sam", "password": "battery staple"]).status == .ok)

            let revoked = try await api.send(.post, "/v1/household/invitations", token: ada, json: [:])
            let revokedID = try #require((revoked.object["invitation"] as? [String: Any])?["id"] as? Int)
            #expect(try await api.send(.delete, "/v1/household/invitations/\(revokedID)", token: ada).status == .noContent)
            #expect(try await api.send(.delete, "/v1/household/invitations/\(revokedID)", token: ada).status == .notFound)
            let revokedCode = try #require(revoked.object["code"] as? String)
            #expect(try await api.send(.post, "/v1/signup", json: ["name": "kim", "password": "correct horse", "invitation": revokedCode]).status == .forbidden)
        }
    }

    @Test func theOwnerInvitesAndDisablesFromTheWebPageWithoutJavaScript() async throws {
        try await ServerFixture(options: ["--signups", "invitation"]).withServer { api in
            let owner = Browser(api.client)
            try await owner.signUp("ada")
            let page = try await owner.open("/household")
            #expect(page.status == 200 && page.main.contains("Make an invitation") && page.main.contains("Owner"), "\(page.main.prefix(2_000))")
            let made = try await owner.submit("/household/invitations", ["days": "3"])
            let link = try #require(made.main.firstMatch(of: /value="(http[^"]*\/signup\?invitation=([^"]+))"/), "\(made.main.prefix(2_000))")
            let code = String(link.output.2)

            let visitor = Browser(api.client)
            let form = try await visitor.open("/signup?invitation=\(code)")
            #expect(form.main.contains(#"name="invitation" value="\#(code)""#), "the link fills the code in")
            let joined = try await visitor.submit("/signup", ["name": "sam", "password": "correct horse", "again": "correct horse", "invitation": code])
            #expect(joined.path == "/list", "\(joined.path) \(joined.main.prefix(1_000))")
            let member = try await visitor.open("/household")
            #expect(member.status == 200 && member.main.contains("managed by its owner, ada") && !member.main.contains("Make an invitation"))
            #expect(try await visitor.submit("/household/invitations", ["days": "3"]).status == 403)

            let stranger = Browser(api.client)
            _ = try await stranger.open("/signup")
            let refused = try await stranger.submit("/signup", ["name": "eve", "password": "correct horse", "again": "correct horse"])
            #expect(refused.status == 403 && refused.main.contains("ask its owner for an invitation link"))

            let reset = try await owner.submit("/household/profiles/sam/reset-password", [:])
            let given = try #require(reset.main.firstMatch(of: /id="reset-password" value="([A-Za-z0-9]{16})"/), "\(reset.main.prefix(2_000))").output.1
            #expect(try await visitor.open("/list").path.hasPrefix("/login"), "a reset ends the profile's sessions")
            let choose = try await visitor.submit("/login", ["name": "sam", "password": String(given)])
            #expect(choose.status == 403 && choose.main.contains(#"name="newPassword""#), "the log-in asks for a new password")
            let chosen = try await visitor.submit("/login", ["name": "sam", "password": String(given), "newPassword": "battery staple", "again": "battery staple"])
            #expect(chosen.path == "/list", "\(chosen.path) \(chosen.main.prefix(500))")

            let disabled = try await owner.submit("/household/profiles/sam/disable", [:])
            #expect(disabled.main.contains("Disabled sam"), "\(disabled.main.prefix(1_000))")
            let ended = try await visitor.open("/list")
            #expect(ended.path.hasPrefix("/login"), "the disabled profile's session ended: \(ended.status) \(ended.path) \(ended.main.prefix(300))")
            let logIn = try await visitor.submit("/login", ["name": "sam", "password": "battery staple"])
            #expect(logIn.status == 403 && logIn.main.contains("This profile is disabled"))
        }
    }
}
