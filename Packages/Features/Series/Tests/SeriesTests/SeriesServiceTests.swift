import AuthInterface
import Foundation
import AuthTesting
import SeriesInterface
import SeriesTesting
import Testing
import WatchlistInterface
@testable import Series

/// The service's rules on the fixture catalog: what `watched` records and refuses, how titles
/// name series, and what Up Next decides.
@Suite struct SeriesServiceTests {
    @Test func aSeasonRecordsEachOfItsEpisodesOnceAndFollowsTheSeries() async throws {
        let fixture = SeriesFixture()
        let recorded = try await fixture.service.markWatched(SeriesFixture.pilot, .season(1), on: nil, rating: 8)
        #expect(recorded.map(\.episode) == [1, 2, 3])
        #expect(recorded.allSatisfy { $0.season == 1 && $0.rating == 8 && $0.watchedOn.description == "2026-11-20" })
        #expect(try await fixture.service.followed().map(\.series.title) == ["Pilot Light"])
        #expect(try await fixture.service.history().map(\.episode) == [3, 2, 1])
    }

    /// The history is newest first, across years and months too, and on one day the viewing
    /// recorded later comes first, whatever order they were recorded in.
    @Test func theHistoryIsNewestFirstAndOnOneDayLaterRecordedFirst() async throws {
        let fixture = SeriesFixture()
        for (number, day) in [(1, "2025-12-31"), (2, "2026-11-01"), (3, "2025-12-31"), (1, "2026-01-15"), (2, "2024-06-30"), (3, "2026-11-01")] {
            _ = try await fixture.service.markWatched(SeriesFixture.pilot, .episodes(season: 1, numbers: number...number), on: CalendarDay(parsing: day), rating: nil)
        }
        let history = try await fixture.service.history().map { "\($0.watchedOn) E\($0.episode ?? 0)" }
        #expect(history == ["2026-11-01 E3", "2026-11-01 E2", "2026-01-15 E1", "2025-12-31 E3", "2025-12-31 E1", "2024-06-30 E2"])
    }

    @Test func followedWithWatchedGivesEachFollowedSeriesItsNumberedEpisodesOnce() async throws {
        let fixture = SeriesFixture()
        _ = try await fixture.service.markWatched(SeriesFixture.pilot, .episodes(season: 1, numbers: 2...3), on: nil, rating: nil)
        _ = try await fixture.service.markWatched(SeriesFixture.pilot, .episodes(season: 1, numbers: 2...2), on: nil, rating: nil)
        let followed = try await fixture.service.followedWithWatched()
        #expect(followed.map(\.series.title) == ["Pilot Light"])
        #expect(followed.first?.watched == [EpisodeNumber(season: 1, number: 2), EpisodeNumber(season: 1, number: 3)])
        #expect(try await fixture.service.followed().map(\.series) == followed.map(\.series), "the same series as with their progress")
    }

    @Test func aRangeRecordsThoseEpisodesAndARewatchAddsAViewing() async throws {
        let fixture = SeriesFixture()
        _ = try await fixture.service.markWatched("Pilot Light", .episodes(season: 1, numbers: 2...3), on: CalendarDay(parsing: "2026-11-01"), rating: nil)
        _ = try await fixture.service.markWatched("pilot light", .episodes(season: 1, numbers: 2...2), on: nil, rating: nil)
        let history = try await fixture.service.history()
        #expect(history.map(\.episode) == [2, 3, 2])
        #expect(history.map(\.watchedOn.description) == ["2026-11-20", "2026-11-01", "2026-11-01"])
    }

    @Test func aSeasonTheSeriesLacksIsRefusedNamingItsSeasonsAndNothingIsRecorded() async throws {
        let fixture = SeriesFixture()
        await #expect(throws: SeriesError.noSuchSeason(series: "Pilot Light", season: 3, seasons: [0, 1, 2])) {
            try await fixture.service.markWatched(SeriesFixture.pilot, .season(3), on: nil, rating: nil)
        }
        let error = SeriesError.noSuchSeason(series: "Pilot Light", season: 3, seasons: [0, 1, 2])
        #expect(error.description == "Pilot Light has no season 3; it has seasons 1–2 and specials (season 0)")
        #expect(try await fixture.repository.viewings(of: nil, for: .fixtureID).isEmpty)
    }

    @Test func anEpisodeRangeReachingPastTheSeasonIsRefusedWhole() async throws {
        let fixture = SeriesFixture()
        let expected = SeriesError.noSuchEpisode(series: "Pilot Light", season: 2, asked: 2...4, numbers: 1...2)
        await #expect(throws: expected) {
            try await fixture.service.markWatched(SeriesFixture.pilot, .episodes(season: 2, numbers: 2...4), on: nil, rating: nil)
        }
        #expect(expected.description == "season 2 of Pilot Light has no episode 2–4; it has episodes 1–2")
        #expect(try await fixture.repository.viewings(of: nil, for: .fixtureID).isEmpty)
    }

    @Test func anEpisodeIsFoundByItsOwnIDAndTakesNoSelection() async throws {
        let fixture = SeriesFixture()
        let recorded = try await fixture.service.markWatched("imdb:tt0101202", nil, on: nil, rating: nil)
        #expect(recorded.map(\.episodeTitle) == ["Pilot Light S2E2"])
        #expect(recorded.first?.episodeID?.description == "imdb:tt0101202")
        await #expect(throws: SeriesError.episodeWithSelection(TitleID(imdbNumber: 101_202))) {
            try await fixture.service.markWatched("tt0101202", .season(1), on: nil, rating: nil)
        }
    }

    @Test func aTitleOfTwoSeriesIsRefusedWithBothAndTheYearChooses() async throws {
        let fixture = SeriesFixture()
        await #expect {
            try await fixture.service.follow("The Office")
        } throws: { error in
            guard case SeriesError.ambiguousTitle(_, let candidates) = error else { return false }
            return Set(candidates.map(\.startYear)) == [2001, 2005]
        }
        #expect(try await fixture.service.follow("The Office (2005)").series.id.description == "imdb:tt0386676")
        await #expect(throws: SeriesError.unknownSeries("The Office (1999)")) { try await fixture.service.follow("The Office (1999)") }
        await #expect(throws: SeriesError.unknownSeries("Nothing Like It")) { try await fixture.service.follow("Nothing Like It") }
    }

    @Test func upNextStartsAtTheFirstEpisodeAndMovesPastTheFurthestWatched() async throws {
        let fixture = SeriesFixture()
        _ = try await fixture.service.follow(SeriesFixture.pilot)
        var next = try await fixture.service.upNext()
        #expect(next.map(\.episode.code) == ["S1E1"])
        #expect(next.first?.episodesLeft == 5)
        _ = try await fixture.service.markWatched(SeriesFixture.pilot, .episodes(season: 0, numbers: 1...1), on: nil, rating: nil)
        #expect(try await fixture.service.upNext().map(\.episode.code) == ["S1E1"], "a special is not progress")
        _ = try await fixture.service.markWatched(SeriesFixture.pilot, .season(1), on: nil, rating: nil)
        next = try await fixture.service.upNext()
        #expect(next.map(\.episode.code) == ["S2E1"])
        #expect(next.first?.episodesLeft == 2)
        let progress = try await fixture.service.followed()
        #expect(progress.map(\.watchedEpisodes) == [3])
        #expect(progress.map(\.episodes) == [5], "the special and the unnumbered episode are not counted")
        _ = try await fixture.service.markWatched(SeriesFixture.pilot, .season(2), on: nil, rating: nil)
        #expect(try await fixture.service.upNext().isEmpty, "a finished series has nothing next")
    }

    @Test func upNextFollowsTheFurthestEpisodeNotTheLatestDay() async throws {
        let fixture = SeriesFixture()
        _ = try await fixture.service.markWatched(SeriesFixture.pilot, .episodes(season: 2, numbers: 1...1), on: CalendarDay(parsing: "2026-10-01"), rating: nil)
        _ = try await fixture.service.markWatched(SeriesFixture.pilot, .episodes(season: 1, numbers: 1...1), on: CalendarDay(parsing: "2026-11-01"), rating: nil)
        #expect(try await fixture.service.upNext().map(\.episode.code) == ["S2E2"])
    }

    @Test func unfollowingKeepsTheViewingsUnlessAskedToForget() async throws {
        let fixture = SeriesFixture()
        _ = try await fixture.service.markWatched(SeriesFixture.pilot, .season(1), on: nil, rating: nil)
        #expect(try await fixture.service.unfollow(SeriesFixture.pilot, forgettingViewings: false).removedViewings == 0)
        #expect(try await fixture.service.history().count == 3)
        #expect(try await fixture.service.upNext().isEmpty)
        await #expect(throws: SeriesError.self) { try await fixture.service.unfollow(SeriesFixture.pilot, forgettingViewings: true) }
        _ = try await fixture.service.follow(SeriesFixture.pilot)
        #expect(try await fixture.service.unfollow(SeriesFixture.pilot, forgettingViewings: true).removedViewings == 3)
        #expect(try await fixture.service.history().isEmpty)
    }

    @Test func ratingsAndDaysAreCheckedBeforeAnythingIsRecorded() async throws {
        let fixture = SeriesFixture()
        await #expect(throws: SeriesError.ratingOutOfRange(11)) { try await fixture.service.markWatched(SeriesFixture.pilot, .season(1), on: nil, rating: 11) }
        let tomorrow = try #require(CalendarDay(parsing: "2026-11-21"))
        await #expect(throws: SeriesError.dayInTheFuture(tomorrow, today: try #require(CalendarDay(parsing: "2026-11-20")))) {
            try await fixture.service.markWatched(SeriesFixture.pilot, .season(1), on: tomorrow, rating: nil)
        }
        #expect(try await fixture.repository.viewings(of: nil, for: .fixtureID).isEmpty)
    }

    @Test func signedOutOneMayLookButNotFollow() async throws {
        let fixture = SeriesFixture(profile: nil)
        #expect(try await fixture.service.show(SeriesFixture.pilot).details.episodes.count == 7)
        await #expect(throws: AuthError.notLoggedIn) { try await fixture.service.follow(SeriesFixture.pilot) }
        await #expect(throws: AuthError.notLoggedIn) { try await fixture.service.upNext() }
    }

    @Test func theEmbeddedCatalogHasFamousSeriesWithTheirRealSeasons() async throws {
        let catalog = EmbeddedSeriesCatalog()
        let found = catalog.search("breaking", limit: 5)
        #expect(found.map(\.title) == ["Breaking Bad"])
        let breakingBad = try #require(found.first.flatMap { catalog.details(of: $0.id) })
        #expect(breakingBad.seasons.map(\.episodes.count) == [7, 13, 13, 13, 16])
        #expect(catalog.search("friends", limit: 1).first.flatMap { catalog.details(of: $0.id) }?.regularEpisodes.count == 236)
        #expect(Set(catalog.search("the office", limit: 5).map(\.startYear)) == [2001, 2005])
        #expect(catalog.search("", limit: 5).isEmpty)
    }
}

extension UUID {
    static let fixtureID = Profile.fixture.id
}
