import ArgumentParser
import Foundation
import MoviesInterface
import Injection
import SeriesInterface
import SeriesTesting
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import Testing
@testable import Series
@testable import SeriesCLI

/// The commands, in-process, on the fixture catalog and an in-memory repository.
@Suite struct SeriesCommandTests {
    private func run(_ arguments: [String], _ fixture: SeriesFixture) async throws -> String {
        let terminal = ScriptedTerminal()
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register((any SeriesService).self, instance: fixture.service)
        try await InjectionContext.withContainer(container) {
            var command = try SeriesCommand.parseAsRoot(arguments)
            try InjectionContext.prepare(command)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        }
        return terminal.output
    }

    private func json(_ arguments: [String], _ fixture: SeriesFixture) async throws -> Any {
        try JSONSerialization.jsonObject(with: Data(try await run(arguments, fixture).utf8))
    }

    @Test func searchPrintsEachSeriesWithItsKindAndYears() async throws {
        let fixture = SeriesFixture()
        let found = try #require(try await json(["search", "office", "--json"], fixture) as? [[String: Any]])
        #expect(found.map { $0["kind"] as? String } == ["series", "series"])
        #expect(found.map { $0["startYear"] as? Int } == [2001, 2005])
        #expect(found.allSatisfy { $0.keys.contains("endYear") })
        #expect(try await run(["search", "zzz"], fixture) == "No series matches \"zzz\".\n")
    }

    /// `rate` keeps a rating of the whole series, which `show` prints, replaces it, and
    /// removes it; what it is given wrong is refused before anything changes.
    @Test func rateKeepsReplacesAndRemovesTheSeriesRating() async throws {
        let fixture = SeriesFixture()
        #expect(try await run(["rate", "Pilot Light", "7", "--on", "2026-11-02"], fixture) == "Rated Pilot Light (2020–2021) 7/10 on 2026-11-02.\n")
        #expect(try await run(["show", "Pilot Light"], fixture).contains("You rated the series 7/10 on 2026-11-02."))
        #expect(try await run(["rate", "Pilot Light", "9"], fixture).contains("9/10"))
        let shown = try #require(try await json(["show", SeriesFixture.pilot, "--json"], fixture) as? [String: Any])
        #expect(shown["rating"] as? Int == 9 && shown["ratedOn"] as? String == "2026-11-20")
        #expect(fixture.repository.ratings(for: .fixtureID).count == 1, "a new rating replaces the old one")
        #expect(fixture.repository.followed(for: .fixtureID).isEmpty, "rating a series does not follow it")
        #expect(try await run(["rate", "Pilot Light", "--remove"], fixture) == "Removed your rating of Pilot Light (2020–2021).\n")
        #expect(try await run(["rate", "Pilot Light", "--remove"], fixture) == "You had not rated Pilot Light (2020–2021); nothing changed.\n")
        let shownAgain = try #require(try await json(["show", SeriesFixture.pilot, "--json"], fixture) as? [String: Any])
        #expect(shownAgain["rating"] is NSNull && shownAgain["ratedOn"] is NSNull)
        for arguments in [["rate", "Pilot Light"], ["rate", "Pilot Light", "11"], ["rate", "Pilot Light", "8", "--remove"], ["rate", "Pilot Light", "8", "--on", "2026-13-01"]] {
            await #expect(throws: (any Error).self, "\(arguments)") { try await self.run(arguments, fixture) }
        }
        await #expect(throws: SeriesError.self) { try await self.run(["rate", "Pilot Light", "8", "--on", "2999-01-01"], fixture) }
        #expect(fixture.repository.ratings(for: .fixtureID).isEmpty, "nothing refused was kept")
    }

    @Test func watchedThenShowMarksTheEpisodesOfTheSeason() async throws {
        let fixture = SeriesFixture()
        #expect(try await run(["watched", "Pilot Light", "--season", "1", "--episode", "1-2", "--date", "2026-11-02"], fixture)
            == "Marked Pilot Light 2 episodes (S1E1–S1E2) watched on 2026-11-02.\n")
        let season = try await run(["show", "Pilot Light", "--season", "1"], fixture)
        #expect(season.contains("2 of 5 episodes watched; next: S1E3 Pilot Light S1E3"))
        #expect(season.contains("✓  S1E1"))
        #expect(season.contains("   S1E3"))
        let shown = try #require(try await json(["show", SeriesFixture.pilot, "--json"], fixture) as? [String: Any])
        #expect(shown["kind"] as? String == "series")
        let seasons = try #require(shown["seasons"] as? [[String: Any]])
        #expect(seasons.map { $0["number"] as? Int } == [0, 1, 2])
        let first = try #require((seasons[1]["episodes"] as? [[String: Any]])?.first)
        #expect(first["timesWatched"] as? Int == 1)
        #expect(first["id"] as? String == "imdb:tt0101101")
    }

    @Test func aMissingSeasonIsRefusedAndNothingIsRecorded() async throws {
        let fixture = SeriesFixture()
        await #expect(throws: SeriesError.noSuchSeason(series: "Pilot Light", season: 9, seasons: [0, 1, 2])) {
            try await run(["watched", SeriesFixture.pilot, "--season", "9"], fixture)
        }
        await #expect(throws: (any Error).self) { try await run(["watched", SeriesFixture.pilot, "--episode", "2"], fixture) }
        await #expect(throws: (any Error).self) { try await run(["watched", SeriesFixture.pilot, "--season", "1", "--episode", "3-1"], fixture) }
        #expect(try await run(["history"], fixture) == "No episode viewings yet.\n")
    }

    @Test func nextAndListSayWhereEachSeriesStands() async throws {
        let fixture = SeriesFixture()
        #expect(try await run(["follow", "The Office (2001)"], fixture) == "Following The Office (2001–2003).\n")
        _ = try await run(["watched", SeriesFixture.pilot, "--season", "1"], fixture)
        let next = try #require(try await json(["next", "--json"], fixture) as? [[String: Any]])
        #expect(next.map { $0["title"] as? String } == ["The Office", "Pilot Light"])
        #expect(next.map { $0["season"] as? Int } == [1, 2])
        #expect(next.map { $0["episode"] as? Int } == [1, 1])
        #expect(next.map { $0["episodesLeft"] as? Int } == [12, 2])
        let list = try #require(try await json(["list", "--json"], fixture) as? [[String: Any]])
        #expect(list.map { $0["watchedEpisodes"] as? Int } == [0, 3])
        #expect(list.map { $0["episodes"] as? Int } == [12, 5])
        let history = try #require(try await json(["history", "--json"], fixture) as? [[String: Any]])
        #expect(history.map { $0["episode"] as? Int } == [3, 2, 1])
        #expect(history.first?["episodeTitle"] as? String == "Pilot Light S1E3")
    }

    @Test func unfollowKeepsTheHistory() async throws {
        let fixture = SeriesFixture()
        _ = try await run(["watched", SeriesFixture.pilot, "--season", "2"], fixture)
        #expect(try await run(["unfollow", SeriesFixture.pilot], fixture) == "Stopped following Pilot Light; its episode viewings are kept.\n")
        #expect(try await run(["next"], fixture).hasPrefix("Nothing up next"))
        #expect(try await run(["history"], fixture).contains("S2E2"))
    }
}

/// Series in the film commands, through the protocols those commands own.
@Suite struct SeriesAsOtherTitlesTests {
    @Test func aFilmsIDOrABareNumberIsLeftToTheFilms() async throws {
        let beside = SeriesAsOtherTitles(service: SeriesFixture().service, catalog: FixtureSeriesCatalog.standard)
        #expect(try await beside.add("offline:1") == nil)
        #expect(try await beside.add("12") == nil)
        #expect(try await beside.add("Not A Show") == nil)
        #expect(try await beside.show("imdb:tt9999999", options: .none, json: false, style: .plain) == nil)
        #expect(try await beside.add("Pilot Light") == "Following Pilot Light (2020–2021).")
    }

    @Test func watchedNeedsASeasonForASeriesAndRecordsOne() async throws {
        let fixture = SeriesFixture()
        let beside = SeriesAsOtherTitles(service: fixture.service, catalog: FixtureSeriesCatalog.standard)
        await #expect(throws: SeriesError.self) { try await beside.watched("Pilot Light", options: .none, on: nil, rating: nil) }
        #expect(try await beside.watched("Pilot Light", options: OtherKindOptions([try SeriesWatchedOptions.parse(["--season", "2", "--episode", "1-2"])]), on: nil, rating: 7) == "Marked Pilot Light 2 episodes (S2E1–S2E2) watched on 2026-11-20, rated 7/10.")
        #expect(try await beside.watched("offline:1", options: .none, on: nil, rating: nil) == nil)
        let found = try await beside.search("office", kind: "series", limit: 5)
        #expect(found.map(\.kind) == ["series", "series"] && found.map(\.startYear) == [2001, 2005])
        #expect(try await beside.search("office", kind: "film", limit: 5).isEmpty)
    }
}
