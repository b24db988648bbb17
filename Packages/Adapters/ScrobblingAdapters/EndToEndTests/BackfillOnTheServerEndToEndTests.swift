import Foundation
import MediaServerStandIns
import StorageTesting
import TestSupport
import Testing

/// A media server's play history through `remote`, with the server on SQLite and on PostgreSQL.
@Suite(.serialized, .temporaryPostgres) struct BackfillOnTheServerEndToEndTests {
    /// `hooks backfill` with a remote session: the plays read from a Jellyfin stand-in go to
    /// the server's import, once however often it runs.
    @Test(arguments: ["SQLite", "PostgreSQL"])
    func aMediaServersPlaysAreBackfilledOnTheServerOnce(storage: String) async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stand = try await JellyfinStandIn.start(items: [
            JellyfinStandIn.film("m1", title: "The Godfather", year: 1972, lastPlayed: "2024-01-05T20:00:00.0000000Z"),
            JellyfinStandIn.episode("e1", show: "Breaking Bad", showID: "s1", season: 1, number: 1, title: "Pilot", lastPlayed: "2024-02-01T21:00:00.0000000Z"),
            JellyfinStandIn.episode("e2", show: "Breaking Bad", showID: "s1", season: 1, number: 2, title: "Cat's in the Bag...", lastPlayed: "2024-02-02T21:00:00.0000000Z"),
        ])
        let server = try await RunningServer.started(in: directory, storage: storage)
        defer { server.terminate() }
        let kim = try await server.signedUp("kim", in: directory)
        let backfill = ["hooks", "backfill", "jellyfin", "--url", stand.baseURL.absoluteString, "--user", "ada", "--token-stdin", "--json"]

        let first = try #require(try await kim.run(backfill, input: "secret\n").jsonObject)
        let series = (first["others"] as? [[String: Any]])?.first
        #expect(first["added"] as? Int == 1 && first["viewingsAdded"] as? Int == 1, "\(first)")
        #expect(series?["followed"] as? Int == 1 && series?["viewingsAdded"] as? Int == 2, "\(first)")
        let again = try #require(try await kim.run(backfill, input: "secret\n").jsonObject)
        #expect(again["viewingsAdded"] as? Int == 0 && (again["others"] as? [[String: Any]])?.first?["viewingsAdded"] as? Int == 0, "\(again)")
        let history = try await kim.run(["history"])
        #expect(history.output.contains("2024-01-05") && history.output.contains("The Godfather"), "on the day Jellyfin recorded: \(history.output)")
        await stand.stop()
    }
}
