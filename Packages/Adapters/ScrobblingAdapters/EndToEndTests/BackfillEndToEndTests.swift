import Foundation
import MediaServerStandIns
import TestSupport
import Testing

/// `hooks backfill` through the real binary against a Jellyfin stand-in on 127.0.0.1: the
/// films and episodes a user played become viewings on their days, once however often it
/// runs; the token comes from standard input or the environment, never an argument.
@Suite struct BackfillEndToEndTests {
    @Test func aJellyfinUsersPlaysAreImportedOnceWithTheirDays() async throws {
        let stand = try await JellyfinStandIn.start(items: [
            JellyfinStandIn.film("m1", title: "The Godfather", year: 1972, lastPlayed: "2024-01-05T20:00:00.0000000Z"),
            JellyfinStandIn.film("m2", title: "A Film Nobody Made", year: 2011, lastPlayed: "2024-01-06T20:00:00.0000000Z"),
            JellyfinStandIn.episode("e1", show: "Breaking Bad", showID: "s1", season: 1, number: 1, title: "Pilot", lastPlayed: "2024-02-01T21:00:00.0000000Z"),
            JellyfinStandIn.episode("e2", show: "Breaking Bad", showID: "s1", season: 1, number: 2, title: "Cat's in the Bag...", lastPlayed: "2024-02-02T21:00:00.0000000Z"),
        ])
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        let url = stand.baseURL.absoluteString
        let dryRun = try await app.run(["hooks", "backfill", "jellyfin", "--url", url, "--user", "ada", "--token-stdin", "--dry-run"], input: "secret\n")
        #expect(dryRun.status == 0, "\(dryRun.standardError)")
        #expect(dryRun.standardOutput.contains("Would import: films 1 added") && dryRun.standardOutput.contains("series 1 followed, 0 rated; 2 viewings"), "\(dryRun.standardOutput)")
        #expect(dryRun.standardOutput.contains("\"A Film Nobody Made\" (2011) not found"))

        let done = try await app.run(["hooks", "backfill", "jellyfin", "--url", url, "--user", "Ada", "--json"], environment: ["WATCHLIST_MEDIA_SERVER_TOKEN": "secret"])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(done.standardOutput.utf8)) as? [String: Any], "\(done.standardError)")
        #expect(summary["added"] as? Int == 1 && summary["viewingsAdded"] as? Int == 1 && summary["notFound"] as? Int == 1)
        let unmatched = try String(contentsOf: app.directory.appending(path: "jellyfin-backfill-unmatched.csv"), encoding: .utf8)
        #expect(unmatched.contains("A Film Nobody Made"), "the unmatched film, in the current directory, to fix and import: \(unmatched)")
        let history = try await app.run(["history"])
        #expect(history.standardOutput.contains("2024-01-05") && history.standardOutput.contains("The Godfather"), "\(history.standardOutput)")
        let again = try await app.run(["hooks", "backfill", "jellyfin", "--url", url, "--user", "ada", "--token-stdin"], input: "secret\n")
        #expect(again.standardOutput.contains("Imported: films 0 added") && again.standardOutput.contains("0 viewings recorded"), "\(again.standardOutput)")
        #expect(again.standardOutput.contains("series 0 followed, 0 rated; 0 viewings recorded"), "run again, nothing twice: \(again.standardOutput)")

        let refused = try await app.run(["hooks", "backfill", "jellyfin", "--url", url, "--user", "ada", "--token-stdin"], input: "wrong\n")
        #expect(refused.status != 0 && refused.standardError.contains("Jellyfin refused the token (HTTP 401)"), "\(refused.standardError)")
        #expect(refused.standardError.contains("hooks backfill … --token-stdin"))
        let stranger = try await app.run(["hooks", "backfill", "jellyfin", "--url", url, "--user", "kim", "--token-stdin"], input: "secret\n")
        #expect(stranger.status != 0 && stranger.standardError.contains("Jellyfin has no user named kim; its users are Ada, sam"), "\(stranger.standardError)")
        let help = try await app.run(["hooks", "backfill", "--help"])
        #expect(help.standardOutput.contains("values: jellyfin, plex, emby") && !help.standardOutput.contains("generic)"), "only servers that keep a history: \(help.standardOutput)")
        let generic = try await app.run(["hooks", "backfill", "generic", "--url", url, "--user", "ada"])
        #expect(generic.status != 0 && generic.standardError.contains("Please provide one of 'jellyfin', 'plex' or 'emby'"), "\(generic.standardError)")
        let tokenless = try await app.run(["hooks", "backfill", "jellyfin", "--url", url, "--user", "ada"])
        #expect(tokenless.status != 0 && tokenless.standardError.contains("--token-stdin, or in WATCHLIST_MEDIA_SERVER_TOKEN"), "\(tokenless.standardError)")
        await stand.stop()
    }
}
