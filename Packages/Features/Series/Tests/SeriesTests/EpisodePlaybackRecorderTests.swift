import Foundation
import ScrobblingInterface
import SeriesInterface
import SeriesTesting
import Testing
import WatchlistInterface
@testable import Series

/// ``EpisodePlaybackRecorder`` on catalogs with episodes' own ids: the order of matching, and
/// what never matches.
@Suite struct EpisodePlaybackRecorderTests {
    private let profile = UUID()
    private let now = Date(timeIntervalSince1970: 1_795_176_000)

    @Test func anEpisodeIdTheCatalogKnowsMatchesBeforeAnyTitleAndAFilmsIdNever() async throws {
        let show = FixtureSeries.make(number: 4_000_001, title: "The Office", years: 2005...2013, seasons: [3], episodeIDs: true)
        let other = FixtureSeries.make(number: 4_000_002, title: "The Office", years: 2001...2003, seasons: [2], episodeIDs: true)
        let store = InMemorySeriesRepository()
        let recorder = EpisodePlaybackRecorder(catalog: FixtureSeriesCatalog([show, other]), store: store, timeZone: .gmt, now: { [now] in now })
        let id = try #require(show.episodes[1].id)
        let byID = EpisodePlayback(episode: EpisodeReference(seriesTitle: "The Office", season: 1, episode: 2, episodeIMDbID: id.imdb), playedAt: now)
        guard case .recorded(let recorded, nil) = try await recorder.record(byID, for: profile) else { throw CancellationError() }
        #expect(recorded == RecordedEpisodes(seriesTitle: "The Office", episodes: ["S1E2"], day: CalendarDay(containing: now, in: .gmt), rating: nil))
        let viewings = try await store.viewings(of: nil, for: profile)
        #expect(viewings.map(\.episodeID) == [id] && viewings.first?.seriesID == show.series.id)
        let byTitle = EpisodePlayback(episode: EpisodeReference(seriesTitle: "The Office", season: 1, episode: 2), playedAt: now.addingTimeInterval(86_400))
        #expect(try await recorder.record(byTitle, for: profile) == .unmatched(.severalSeries))
        let withYear = EpisodePlayback(episode: EpisodeReference(seriesTitle: "the office", seriesYear: 2001, season: 1, episode: 1), playedAt: now)
        guard case .recorded(let british, nil) = try await recorder.record(withYear, for: profile) else { throw CancellationError() }
        #expect(british.episodes == ["S1E1"])
        #expect(try await store.viewings(of: other.series.id, for: profile).count == 1)
        let film = EpisodePlayback(episode: EpisodeReference(seriesTitle: "", season: nil, episode: nil, episodeIMDbID: "tt0116282"), playedAt: now)
        #expect(try await recorder.record(film, for: profile) == .unmatched(.noSeries), "Fargo the film's id is no episode")
        let beyond = EpisodePlayback(episode: EpisodeReference(seriesTitle: "The Office", seriesYear: 2005, season: 1, episode: 3, lastEpisode: 4), playedAt: now)
        #expect(try await recorder.record(beyond, for: profile) == .unmatched(.noEpisode), "a file's last episode the show lacks records none of it")
        #expect(try await store.viewings(of: nil, for: profile).count == 2)
    }

    @Test func aTitleNamedByAnotherApplicationIsFoundHoweverLittleKnown() async throws {
        // 25 shows whose titles hold the words "the office" come first in a search of 20.
        let others = (1...25).map { FixtureSeries.make(number: 4_100_000 + $0, title: "Inside The Office \($0)", years: 2010...2011, seasons: [1]) }
        let show = FixtureSeries.make(number: 4_000_001, title: "The Office", years: 2005...2013, seasons: [3])
        let catalog = FixtureSeriesCatalog(others + [show])
        #expect(try await catalog.search("The Office", limit: 20).contains { $0.id == show.series.id } == false, "the search leaves it out")
        let store = InMemorySeriesRepository()
        let recorder = EpisodePlaybackRecorder(catalog: catalog, store: store, timeZone: .gmt, now: { [now] in now })
        let playback = EpisodePlayback(episode: EpisodeReference(seriesTitle: "THE OFFICE", season: 1, episode: 3), playedAt: now)
        guard case .recorded(let recorded, nil) = try await recorder.record(playback, for: profile) else { throw CancellationError() }
        #expect(recorded.seriesTitle == "The Office" && recorded.episodes == ["S1E3"])
        #expect(try await store.viewings(of: nil, for: profile).map(\.seriesID) == [show.series.id])
    }
}
