import Foundation
import StorageTesting
import TestSupport
import Testing

/// Series through `remote`, with the real `watchlist-server` and the real `watchlist` as its
/// client: followed, watched, exported and brought home; Trakt's shows imported once, on
/// SQLite and on a real PostgreSQL.
@Suite(.serialized, .temporaryPostgres) struct SeriesOnTheServerEndToEndTests {
    /// Section 3 of the series through `remote`: search with kinds, follow, watch a season, a
    /// refusal that says what the show has, Up Next, show, list, history, and the JSON export
    /// of the server's series imported into this machine's own list.
    @Test func theCLIFollowsAndWatchesSeriesOnTheServerAndExportsThem() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer.started(in: directory)
        defer { server.terminate() }
        let kim = try await server.signedUp("kim", in: directory)

        let found = try await kim.run(["search", "breaking bad", "--kind", "series", "--json"])
        #expect(found.status == 0 && found.output.contains("imdb:tt0903747") && found.output.contains(#""kind" : "series""#), "\(found)")
        #expect(try await kim.run(["add", "tt0903747"]).status == 0)
        let watched = try await kim.run(["watched", "Breaking Bad", "--season", "1", "--date", "2025-01-02"])
        #expect(watched.status == 0, "\(watched)")
        let refused = try await kim.run(["watched", "tt0903747", "--season", "9"])
        #expect(refused.status != 0 && refused.error.contains("seasons 1–5"), "\(refused)")

        let next = try await kim.run(["next", "--json"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(next.output.utf8)) as? [[String: Any]], "\(next)")
        #expect(items.count == 1 && items.first?["season"] as? Int == 2 && items.first?["episode"] as? Int == 1, "\(items)")
        #expect(try await kim.run(["show", "tt0903747", "--season", "1"]).output.contains("✓"))
        #expect(try await kim.run(["list", "--json"]).output.contains(#""watchedEpisodes" : 7"#))
        #expect(try await kim.run(["history"]).output.contains("Breaking Bad"))

        let archive = directory.appending(path: "kim.json").path
        let exported = try await kim.run(["export", "--output", archive])
        #expect(exported.status == 0, "\(exported)")
        #expect(try await kim.run(["remote", "logout"]).status == 0)
        #expect(try await kim.run(["signup", "kim", "--password-stdin"], input: kim.password + "\n").status == 0)
        #expect(try await kim.run(["history"]).output.contains("Breaking Bad") == false, "this machine's list is apart from the server's")
        let imported = try await kim.run(["import", archive])
        #expect(imported.status == 0, "\(imported)")
        #expect(try await kim.run(["next", "--json"]).output.contains(#""season" : 2"#), "the server's series came home with their progress")
    }

    /// Trakt's export through `remote`: the films go to the server's import, the shows and
    /// episodes are matched here and go to the server's series import; twice adds nothing. A
    /// show's rating, kept on the server, is replaced by `series rate` and never by an import.
    @Test(arguments: ["SQLite", "PostgreSQL"])
    func aTraktExportWithShowsAndFilmsImportsOnceOnTheServer(storage: String) async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer.started(in: directory, storage: storage)
        defer { server.terminate() }
        let kim = try await server.signedUp("kim", in: directory)
        // A copy: the import writes its unmatched rows beside the folder, which must not be the
        // repository's.
        let trakt = directory.appending(path: "trakt").path
        try FileManager.default.copyItem(
            atPath: Repository.root.appending(path: "Packages/Features/Watchlist/Fixtures/trakt").path,
            toPath: trakt
        )
        let first = try await kim.run(["import", trakt, "--json"])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [String: Any], "\(first)")
        let others = try #require((summary["others"] as? [[String: Any]])?.first, "\(summary)")
        #expect(summary["added"] as? Int == 3 && others["viewingsAdded"] as? Int == 4 && others["followed"] as? Int == 2, "\(summary)")
        #expect(summary["leftOut"] as? [String] == ["1 rating of episodes with no viewing to carry them"], "a rating is never a viewing: \(summary)")
        #expect(others["ratingsAdded"] as? Int == 2, "\(others)")
        let rated = try await kim.run(["series", "rate", "Sherlock", "7"])
        #expect(rated.status == 0 && rated.output.contains("7/10"), "\(rated)")
        let again = try await kim.run(["import", trakt, "--json"])
        let second = try #require(try JSONSerialization.jsonObject(with: Data(again.output.utf8)) as? [String: Any], "\(again)")
        #expect(second["viewingsAdded"] as? Int == 0 && (second["others"] as? [[String: Any]])?.first?["viewingsAdded"] as? Int == 0, "\(second)")
        let history = try await kim.run(["series", "history", "--json"])
        #expect((try JSONSerialization.jsonObject(with: Data(history.output.utf8)) as? [Any])?.count == 4, "\(history)")
        let shown = try await kim.run(["series", "show", "Sherlock", "--json"])
        let sherlock = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any], "\(shown)")
        #expect(sherlock["rating"] as? Int == 7, "the rating given by hand outlives the import: \(sherlock["rating"] ?? "none")")
        let removed = try await kim.run(["series", "rate", "Sherlock", "--remove"])
        #expect(removed.status == 0 && removed.output.hasPrefix("Removed your rating of Sherlock"), "\(removed)")
    }
}
