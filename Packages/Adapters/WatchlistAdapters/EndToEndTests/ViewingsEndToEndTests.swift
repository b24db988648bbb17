import Foundation
import TestSupport
import Testing

/// Rewatches through the real binary: `watched` records viewings, `list` summarises them and
/// `history` lists them.
@Suite struct ViewingsEndToEndTests {
    private func json(_ result: WatchlistBinary.Result) throws -> [[String: Any]] {
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    @Test func aFilmWatchedTwiceHasTwoViewingsAndOneRow() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        #expect(try await app.run(["add", "offline:1"]).status == 0)
        #expect(try await app.run(["add", "offline:3"]).status == 0)

        let first = try await app.run(["watched", "offline:1", "--on", "2019-03-02", "--rating", "9", "--review", "Leave the gun."])
        #expect(first.status == 0 && first.standardOutput == "Marked The Godfather watched, rated 9/10.\n", "\(first.standardError)")
        let second = try await app.run(["watched", "offline:1", "--on", "2024-12-25"])
        #expect(second.standardOutput == "Marked The Godfather watched (viewing 2).\n", "\(second.standardError)")

        let entries = try await json(app.run(["list", "--json"]))
        #expect(entries.map { $0["viewings"] as? Int } == [2, 0])
        #expect(entries.first?["lastWatched"] as? String == "2024-12-25")
        #expect(entries.first?["rating"] as? Int == 9, "an unrated rewatch keeps the latest rating")
        #expect(try await json(app.run(["list", "--watched", "--json"])).count == 1)

        let history = try await json(app.run(["history", "--json"]))
        #expect(history.map { $0["watchedOn"] as? String } == ["2024-12-25", "2019-03-02"])
        #expect(history.last?["review"] as? String == "Leave the gun.")
        #expect(try await app.run(["history"]).standardOutput.contains("2019-03-02  offline:1  The Godfather  1972    9/10  Leave the gun."))

        let stats = try #require(try await JSONSerialization.jsonObject(with: Data(app.run(["stats", "--json"]).standardOutput.utf8)) as? [String: Any])
        #expect(stats["films"] as? Int == 2 && stats["watchedFilms"] as? Int == 1 && stats["viewings"] as? Int == 2)
        #expect((stats["topDirectors"] as? [[String: Any]])?.first?["name"] as? String == "Francis Ford Coppola", "\(stats)")
        #expect(try await app.run(["stats", "--year", "2024"]).standardOutput.hasPrefix("In 2024: 1 film watched, 1 viewing.\n"))
        let pick = try await app.run(["pick"])
        #expect(pick.status == 0 && pick.standardOutput.hasPrefix("Alien (1979)  offline:3\ndirected by Ridley Scott"), "\(pick.standardOutput)\(pick.standardError)")
        let none = try await app.run(["pick", "--genre", "Western"])
        #expect(none.status == 1 && none.standardError.contains("no film on your watchlist that you have not watched is of the genre Western"))

        #expect(try await app.run(["remove", "offline:1"]).status == 0)
        #expect(try await json(app.run(["history", "--json"])).isEmpty, "removing a film removes its viewings")
    }

    /// People log what they just saw without listing it first: `watched` puts the film on
    /// the list, watched, and says so in one line; a second viewing is an ordinary one.
    @Test func watchingAFilmNotOnTheListPutsItOnWatched() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        let first = try await app.run(["watched", "offline:3", "--rating", "8"])
        #expect(first.status == 0 && first.standardOutput == "Added Alien (1979) to the list, watched, rated 8/10.\n", "\(first.standardOutput)\(first.standardError)")
        let again = try await app.run(["watched", "offline:3"])
        #expect(again.standardOutput == "Marked Alien watched (viewing 2).\n", "\(again.standardError)")
        let entries = try await json(app.run(["list", "--json"]))
        #expect(entries.map { $0["id"] as? String } == ["offline:3"] && entries.first?["viewings"] as? Int == 2 && entries.first?["rating"] as? Int == 8)
        let unknown = try await app.run(["watched", "offline:99999"])
        #expect(unknown.status == 1 && unknown.standardError.contains("offline:99999"), "\(unknown.standardError)")
        #expect(try await json(app.run(["list", "--json"])).count == 1, "a film the catalog lacks is not listed")
    }

    @Test func aDayAfterTodayOrNotADayIsRefusedAndNothingIsRecorded() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        #expect(try await app.run(["add", "offline:1"]).status == 0)

        let future = try await app.run(["watched", "offline:1", "--on", "2999-01-01"])
        #expect(future.status == 1)
        #expect(future.standardError.contains("2999-01-01 is after today"), "\(future.standardError)")
        let notADay = try await app.run(["watched", "offline:1", "--on", "01/02/2024"])
        #expect(notADay.status == 64)
        #expect(notADay.standardError.contains("--on must be a day written as YYYY-MM-DD"), "\(notADay.standardError)")
        #expect(try await json(app.run(["history", "--json"])).isEmpty)
    }
}
