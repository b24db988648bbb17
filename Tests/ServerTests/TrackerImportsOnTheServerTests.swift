import Foundation
import MediaServerStandIns
import TestSupport
import Testing

/// Other trackers' exports and a media server's play history through `remote`, with the
/// server on SQLite and on PostgreSQL: each imports to the server as it does to a local list
/// (the same summary), and importing it again adds nothing.
extension ServerAndCLIEndToEndTests {
    static let trackers = ["tvtime", "simkl/SimklBackup.json", "yamtrack/yamtrack.csv", "movary"]

    @Test(arguments: ["SQLite", "PostgreSQL"], trackers)
    func anotherTrackersExportImportsOnTheServerAsItDoesHere(storage: String, fixture: String) async throws {
        let directory = try root()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer.started(in: directory, storage: storage)
        defer { server.terminate() }
        let export = try copy(fixture, into: directory)

        let local = try CLIUser("local", in: directory)
        #expect(try await local.run(["signup", "lee", "--password-stdin"], input: local.password + "\n").status == 0)
        let here = try await summary(of: local.run(["import", export, "--json"]))

        let kim = try CLIUser("kim", in: directory)
        try await kim.signUp(on: "http://127.0.0.1:\(server.port)", as: "kim")
        let there = try await summary(of: kim.run(["import", export, "--json"]))
        #expect(try canonical(there) == canonical(here), "the server's import says what the local one does")
        let viewings = (here["viewingsAdded"] as? Int ?? 0) + ((here["others"] as? [[String: Any]])?.first?["viewingsAdded"] as? Int ?? 0)
        #expect(viewings > 0, "the fixture's viewings are recorded: \(here)")

        let again = try await summary(of: kim.run(["import", export, "--json"]))
        #expect(again["added"] as? Int == 0 && again["viewingsAdded"] as? Int == 0, "\(again)")
        #expect(((again["others"] as? [[String: Any]])?.first?["viewingsAdded"] as? Int ?? 0) == 0, "nothing twice: \(again)")
        let history = try await kim.run(["history", "--json"])
        let listed = try await local.run(["history", "--json"])
        #expect(history.status == 0 && history.output == listed.output, "the server's history is the local one: \(history.output)")
    }

    /// `hooks backfill` with a remote session: the plays read from a Jellyfin stand-in go to
    /// the server's import, once however often it runs.
    @Test(arguments: ["SQLite", "PostgreSQL"])
    func aMediaServersPlaysAreBackfilledOnTheServerOnce(storage: String) async throws {
        let directory = try root()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stand = try await JellyfinStandIn.start(items: [
            JellyfinStandIn.film("m1", title: "The Godfather", year: 1972, lastPlayed: "2024-01-05T20:00:00.0000000Z"),
            JellyfinStandIn.episode("e1", show: "Breaking Bad", showID: "s1", season: 1, number: 1, title: "Pilot", lastPlayed: "2024-02-01T21:00:00.0000000Z"),
            JellyfinStandIn.episode("e2", show: "Breaking Bad", showID: "s1", season: 1, number: 2, title: "Cat's in the Bag...", lastPlayed: "2024-02-02T21:00:00.0000000Z"),
        ])
        let server = try await RunningServer.started(in: directory, storage: storage)
        defer { server.terminate() }
        let kim = try CLIUser("kim", in: directory)
        try await kim.signUp(on: "http://127.0.0.1:\(server.port)", as: "kim")
        let backfill = ["hooks", "backfill", "jellyfin", "--url", stand.baseURL.absoluteString, "--user", "ada", "--token-stdin", "--json"]

        let first = try await summary(of: kim.run(backfill, input: "secret\n"))
        let series = (first["others"] as? [[String: Any]])?.first
        #expect(first["added"] as? Int == 1 && first["viewingsAdded"] as? Int == 1, "\(first)")
        #expect(series?["followed"] as? Int == 1 && series?["viewingsAdded"] as? Int == 2, "\(first)")
        let again = try await summary(of: kim.run(backfill, input: "secret\n"))
        #expect(again["viewingsAdded"] as? Int == 0 && (again["others"] as? [[String: Any]])?.first?["viewingsAdded"] as? Int == 0, "\(again)")
        let history = try await kim.run(["history"])
        #expect(history.output.contains("2024-01-05") && history.output.contains("The Godfather"), "on the day Jellyfin recorded: \(history.output)")
        await stand.stop()
    }

    /// A copy of the fixture at `path` in the test's directory: an import writes its unmatched
    /// rows beside what it reads, which must not be the repository.
    private func copy(_ path: String, into directory: URL) throws -> String {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Packages/Features/Watchlist/Fixtures")
        let copy = directory.appending(path: path.replacingOccurrences(of: "/", with: "-"))
        try FileManager.default.copyItem(at: fixtures.appending(path: path), to: copy)
        return copy.path
    }

    /// The summary as sorted JSON, without the unmatched rows' file, which each side names.
    private func canonical(_ summary: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: summary.filter { $0.key != "unmatchedFile" }, options: .sortedKeys), as: UTF8.self)
    }

    private func summary(of result: ChildProcess.Finished) throws -> [String: Any] {
        try #require(result.status == 0, "\(result)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result)")
    }
}
