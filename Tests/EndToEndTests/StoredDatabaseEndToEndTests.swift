import Foundation
import TestSupport
import Testing

/// Database files from earlier builds, and from a newer one, opened by today's binary.
@Suite struct StoredDatabaseEndToEndTests {
    /// Every migration added from now on runs on this file in this test, and must keep
    /// every profile, password, session and entry it holds.
    @Test func aVersion1DatabaseIsMigratedWithEveryRowKept() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        try DatabaseFixture.version1.copy(to: app.databaseURL)

        #expect(try await app.run(["whoami"]).standardOutput == "ada\n", "the session survives")
        let adas = try await app.listEntries()
        #expect(adas.map { $0["id"] as? String } == ["offline:1", "offline:3", "offline:8"])
        #expect(adas.map { $0["title"] as? String } == ["The Godfather", "Alien", "Star Wars"])
        #expect(adas.map { $0["year"] as? Int } == [1972, 1979, 1977])
        #expect(adas.map { $0["watched"] as? Bool } == [true, false, false])
        #expect(adas.first?["rating"] as? Int == 9)
        #expect(adas.first?["note"] as? String == "a classic")
        // watchlist.v2.viewings: the watched mark became one viewing, on its day, with its rating.
        #expect(adas.map { $0["viewings"] as? Int } == [1, 0, 0])
        let historyRun = try await app.run(["history", "--json"])
        let history = try #require(try JSONSerialization.jsonObject(with: Data(historyRun.standardOutput.utf8)) as? [[String: Any]])
        #expect(history.count == 1)
        #expect(history.first?["id"] as? String == "offline:1" && history.first?["rating"] as? Int == 9)
        // It was marked watched at 2026-11-22 13:36:53.407 UTC: the viewing is on that moment's day here.
        let markedAt = Calendar.current.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: 1_795_354_613.407))
        let day = String(format: "%04d-%02d-%02d", markedAt.year ?? 0, markedAt.month ?? 0, markedAt.day ?? 0)
        #expect(history.first?["watchedOn"] as? String == day)
        #expect(adas.first?["lastWatched"] as? String == day)
        #expect(adas.dropFirst().allSatisfy { $0["rating"] is NSNull && $0["note"] is NSNull })

        let wrong = try await app.run(["login", "grace", "--password-stdin"], input: "analytical engine\n")
        #expect(wrong.status != 0, "grace's password is still hers")
        let grace = try await app.run(["login", "grace", "--password-stdin"], input: "compiler pioneer\n")
        #expect(grace.status == 0, "\(grace.standardError)")
        let graces = try await app.listEntries()
        #expect(graces.map { $0["id"] as? String } == ["offline:3"])
        #expect(graces.first?["note"] as? String == "grace's pick")

        // The migrated file takes writes.
        #expect(try await app.run(["add", "offline:2"]).status == 0)
        #expect(try await app.listEntries().map { $0["id"] as? String } == ["offline:3", "offline:2"])
        let ada = try await app.run(["login", "ada", "--password-stdin"], input: "analytical engine\n")
        #expect(ada.status == 0, "\(ada.standardError)")
        #expect(try await app.listEntries().count == 3)
    }

    @Test func aDatabaseFromANewerVersionIsRefusedAndLeftUntouched() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        try DatabaseFixture.fromNewerVersion.copy(to: app.databaseURL)
        let before = try Data(contentsOf: app.databaseURL)

        for arguments in [["whoami"], ["list"], ["add", "offline:2"], ["logout"]] {
            let result = try await app.run(arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.standardError.contains("was written by a newer version of this program"), "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains("future.v1"), "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains("left untouched: use the newer version, or use another database file"), "\(arguments): \(result.standardError)")
        }

        #expect(try Data(contentsOf: app.databaseURL) == before)
        let files = try FileManager.default.contentsOfDirectory(atPath: app.directory.path).filter { $0.hasPrefix("watchlist.sqlite") }
        #expect(files == ["watchlist.sqlite"], "no -wal or -shm file was made")
    }

    /// A database from the release before series opens with every film, viewing, share and
    /// hook in it, and takes series at once.
    @Test func aDatabaseFromBeforeSeriesKeepsEverythingAndTakesSeries() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        try DatabaseFixture.beforeSeries.copy(to: app.databaseURL)
        #expect(try await app.run(["whoami"]).standardOutput == "ada\n", "the session survives")
        let entries = try await app.listEntries()
        #expect(entries.map { $0["id"] as? String } == ["offline:1", "offline:3"])
        #expect(entries.first?["viewings"] as? Int == 2 && entries.first?["rating"] as? Int == 9 && entries.first?["note"] as? String == "a classic")
        let history = try #require(try await Self.json(app.run(["history", "--json"])) as? [[String: Any]])
        #expect(history.map { $0["watchedOn"] as? String } == ["2026-11-20", "2026-11-01"])
        #expect(history.last?["review"] as? String == "Leave the gun.")
        #expect(try await app.run(["share"]).standardOutput.contains("grace"), "the share is kept")
        let hooks = try #require(try await Self.json(app.run(["hooks", "list", "--json"])) as? [[String: Any]])
        #expect(hooks.count == 1)

        #expect(try await app.run(["watched", "Sherlock", "--season", "1"]).status == 0)
        let next = try #require(try await Self.json(app.run(["next", "--json"])) as? [[String: Any]])
        #expect(next.first?["season"] as? Int == 2 && next.first?["episode"] as? Int == 1)
        #expect(try await app.listEntries().map { $0["kind"] as? String } == ["film", "film", "series"], "the series follows the films")
        #expect(try await app.run(["login", "grace", "--password-stdin"], input: "compiler pioneer\n").status == 0)
        #expect((try await Self.json(app.run(["series", "list", "--json"])) as? [Any])?.isEmpty == true)
        #expect(try await app.listEntries().map { $0["id"] as? String } == ["offline:8"])
    }

    private static func json(_ result: WatchlistBinary.Result) throws -> Any {
        #expect(result.status == 0, "\(result.standardError)")
        return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    }

}
