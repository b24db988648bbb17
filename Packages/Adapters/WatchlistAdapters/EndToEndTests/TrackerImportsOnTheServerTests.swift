import Foundation
import StorageTesting
import TestSupport
import Testing

/// Other trackers' exports through `remote`, with the server on SQLite and on PostgreSQL: each
/// imports to the server as it does to a local list (the same summary), and importing it again
/// adds nothing.
@Suite(.serialized, .temporaryPostgres) struct TrackerImportsOnTheServerTests {
    static let trackers = ["tvtime", "simkl/SimklBackup.json", "yamtrack/yamtrack.csv", "movary"]

    @Test(arguments: ["SQLite", "PostgreSQL"], trackers)
    func anotherTrackersExportImportsOnTheServerAsItDoesHere(storage: String, fixture: String) async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer.started(in: directory, storage: storage)
        defer { server.terminate() }
        let export = try copy(fixture, into: directory)

        let local = try CLIUser("local", in: directory)
        #expect(try await local.run(["signup", "lee", "--password-stdin"], input: local.password + "\n").status == 0)
        let here = try await summary(of: local.run(["import", export, "--json"]))

        let kim = try await server.signedUp("kim", in: directory)
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

    /// A copy of the fixture at `path` in the test's directory: an import writes its unmatched
    /// rows beside what it reads, which must not be the repository.
    private func copy(_ path: String, into directory: URL) throws -> String {
        let fixtures = Repository.root.appending(path: "Packages/Features/Watchlist/Fixtures")
        let copy = directory.appending(path: path.replacingOccurrences(of: "/", with: "-"))
        try FileManager.default.copyItem(at: fixtures.appending(path: path), to: copy)
        return copy.path
    }

    /// The summary as sorted JSON, without the unmatched rows' file, which each side names.
    private func canonical(_ summary: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: summary.filter { $0.key != "unmatchedFile" }, options: .sortedKeys), as: UTF8.self)
    }

    private func summary(of result: ChildProcess.Finished) throws -> [String: Any] {
        try #require(result.jsonObject, "\(result)")
    }
}
