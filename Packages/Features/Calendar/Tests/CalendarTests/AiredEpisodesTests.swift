import Calendar
import CalendarPorts
import CalendarTesting
import Foundation
import SeriesInterface
import Testing
import WatchlistInterface

/// The calendar's part in the Series feature's supplement: what the source listed that aired
/// by a day, numbered, as the Series feature's episodes.
@Suite struct AiredEpisodesTests {
    @Test func theNumberedEpisodesAiredByTheDayAreTheSeriesFeatures() async throws {
        let store = InMemoryAirDateStore()
        let id = TitleID(imdbNumber: 2_356_777), other = TitleID(imdbNumber: 903_747)
        let day = { (text: String) in try #require(CalendarDay(parsing: text)) }
        let show = SourceSeries(id: "5", name: "True Detective", network: "HBO", updated: Date(timeIntervalSince1970: 0))
        try await store.keep(show, episodes: [
            SourceEpisode(id: "1", season: 5, number: 1, title: "Part 1", airDate: try day("2026-11-20"), airTime: nil, runtimeMinutes: 60),
            SourceEpisode(id: "2", season: 5, number: nil, title: "Behind the scenes", airDate: try day("2026-11-20"), airTime: nil, runtimeMinutes: 20),
            SourceEpisode(id: "3", season: 5, number: 2, title: "Part 2", airDate: try day("2026-11-27"), airTime: nil, runtimeMinutes: 60),
            SourceEpisode(id: "4", season: 5, number: 3, title: "Part 3", airDate: nil, airTime: nil, runtimeMinutes: nil),
        ], for: id, at: Date(timeIntervalSince1970: 0))
        try await store.keep(show, episodes: [
            SourceEpisode(id: "9", season: 1, number: 1, title: "Another's", airDate: try day("2026-11-20"), airTime: nil, runtimeMinutes: 45),
        ], for: other, at: Date(timeIntervalSince1970: 0))

        let aired = try await AiredEpisodes(store: store).episodes(of: [id], airedBy: try day("2026-11-26"))
        #expect(aired == [id: [Episode(seriesID: id, id: nil, season: 5, number: 1, title: "Part 1", year: 2026, runtimeMinutes: 60)]])
        let byTheNext = try await AiredEpisodes(store: store).episodes(of: [id, other], airedBy: try day("2026-11-27"))
        #expect(byTheNext[id]?.map(\.title) == ["Part 1", "Part 2"], "a special without a number and a day not known are left out")
        #expect(byTheNext[other]?.map(\.title) == ["Another's"] && byTheNext.count == 2)
        #expect(try await AiredEpisodes(store: store).episodes(of: [other], airedBy: try day("2026-11-19")).isEmpty, "a show with nothing aired is missing")
    }
}
