import Foundation
import MediaServerStandIns
import Networking
import StorageTesting
import Testing
import ServerTestSupport

/// The hooks page's backfill over real HTTP, against a Jellyfin stand-in on 127.0.0.1: a dry
/// run changes nothing, the import records the plays on their days once however often it
/// runs, the token is never shown back, and a server on a private network or this machine is
/// reached only where the operator allows it. The import runs on SQLite and on PostgreSQL.
@Suite(.temporaryPostgres) struct BackfillPageTests {
    static let token = "tok-5e1f09a7c3"

    private static func stand() async throws -> JellyfinStandIn {
        try await JellyfinStandIn.start(items: [
            JellyfinStandIn.film("m1", title: "The Godfather", year: 1972, lastPlayed: "2024-01-05T20:00:00.0000000Z"),
            JellyfinStandIn.film("m2", title: "A Film Nobody Made", year: 2011, lastPlayed: "2024-01-06T20:00:00.0000000Z"),
            JellyfinStandIn.episode("e1", show: "Breaking Bad", showID: "s1", season: 1, number: 1, title: "Pilot", lastPlayed: "2024-02-01T21:00:00.0000000Z"),
            JellyfinStandIn.episode("e2", show: "Breaking Bad", showID: "s1", season: 1, number: 2, title: "Cat's in the Bag...", lastPlayed: "2024-02-02T21:00:00.0000000Z"),
        ], token: token)
    }

    @Test(arguments: ["SQLite", "PostgreSQL"])
    func aMediaServersPlaysAreImportedFromThePageOnceAndTheTokenIsNeverShown(storage: String) async throws {
        let stand = try await Self.stand()
        let postgres = try storage == "PostgreSQL" ? TemporaryPostgres.forThisTest() : nil
        let fixture = try ServerFixture(postgres: try postgres.map { try $0.url(database: $0.createDatabase()) }, outbound: try OutboundPolicy(list: "127.0.0.1"))
        try await fixture.withServer { api in
            let browser = Browser(api.client)
            try await browser.signUp("ada")
            let page = try await browser.open("/hooks")
            #expect(page.main.contains("Bring in what was played before") && page.main.contains(#"type="password" id="backfill-token""#))
            let form = ["server": "jellyfin", "url": stand.baseURL.absoluteString, "user": "ada", "token": Self.token]

            let dryRun = try await browser.submit("/hooks/backfill", form.merging(["dryRun": "1"]) { _, new in new })
            #expect(dryRun.status == 200 && dryRun.main.contains("would do this"), "\(dryRun.main.prefix(3_000))")
            #expect(dryRun.main.contains(#"<dd id="backfill-films">1</dd>"#) && dryRun.main.contains(#"<dd id="backfill-other-viewings">2</dd>"#), "\(dryRun.main)")
            #expect(dryRun.main.contains("&quot;A Film Nobody Made&quot; (2011): not found"), "\(dryRun.main)")
            #expect(!dryRun.body.contains(Self.token), "the token is never shown back")
            #expect(!(try await browser.open("/history").main.contains("The Godfather")), "a dry run records nothing")

            let done = try await browser.submit("/hooks/backfill", form)
            #expect(done.status == 200 && done.main.contains("did this") && done.main.contains(#"<dd id="backfill-viewings">1</dd>"#), "\(done.main)")
            let history = try await browser.open("/history")
            #expect(history.main.contains("The Godfather") && history.main.contains("2024-01-05"), "on the day Jellyfin recorded: \(history.main.prefix(2_000))")
            let again = try await browser.submit("/hooks/backfill", form)
            #expect(again.main.contains(#"<dd id="backfill-viewings">0</dd>"#) && again.main.contains(#"<dd id="backfill-other-viewings">0</dd>"#), "nothing twice: \(again.main)")

            let refused = try await browser.submit("/hooks/backfill", form.merging(["token": "wrong"]) { _, new in new })
            #expect(refused.status == 400 && refused.main.contains("Jellyfin refused the token (HTTP 401)"), "\(refused.main.prefix(2_000))")
            let generic = try await browser.submit("/hooks/backfill", form.merging(["server": "generic"]) { _, new in new })
            #expect(generic.status == 400 && generic.main.contains("Choose Jellyfin, Plex or Emby."))
        }
        await stand.stop()
    }

    @Test func aServerOnThisMachineIsReachedOnlyWhereTheOperatorAllowsIt() async throws {
        let stand = try await Self.stand()
        try await ServerFixture().withServer { api in
            let browser = Browser(api.client)
            try await browser.signUp("ada")
            let refused = try await browser.submit(
                "/hooks/backfill", ["server": "jellyfin", "url": stand.baseURL.absoluteString, "user": "ada", "token": Self.token]
            )
            #expect(refused.status == 502 && refused.main.contains("127.0.0.1 leads to this machine (loopback), which the server&#39;s outbound rules do not allow"), "\(refused.main.prefix(2_000))")
            #expect(stand.received.isEmpty, "no request reached the loopback server")
        }
        await stand.stop()
    }
}
