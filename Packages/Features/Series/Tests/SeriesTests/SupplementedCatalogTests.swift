import AuthInterface
import AuthTesting
import Foundation
import SeriesInterface
import SeriesTesting
import Testing
import WatchlistInterface
@testable import Series

/// Episodes another feature knows of and the catalog lacks: aired ones join the series, at the
/// places the catalog leaves empty, and are marked watched by their numbers.
@Suite struct SupplementedCatalogTests {
    /// Episodes of "Pilot Light" a source lists: season 2's second (the catalog's own), a third
    /// and season 3's first that aired, a special without a number, and one not aired yet.
    struct Source: EpisodeSupplement {
        let id = TitleID(imdbNumber: 101)

        func episodes(of ids: [TitleID], airedBy day: CalendarDay) -> [TitleID: [Episode]] {
            guard ids.contains(id) else { return [:] }
            let aired: [(Int?, Int?, String, String)] = [
                (2, 2, "Not the catalog's", "2021-03-01"), (2, 3, "Third", "2026-11-13"), (3, 1, "Return", "2026-11-19"),
                (0, nil, "A special", "2026-11-19"), (3, 2, "Next week", "2026-11-26"),
            ]
            return [id: aired.compactMap { season, number, title, date in
                guard let aired = CalendarDay(parsing: date), aired <= day else { return nil }
                return Episode(seriesID: id, id: nil, season: season, number: number, title: title, year: aired.year, runtimeMinutes: 50)
            }]
        }
    }

    let catalog = SupplementedCatalog.wrapping(FixtureSeriesCatalog.standard, with: [Source()], now: { SeriesFixture.now })

    @Test func airedEpisodesJoinAtThePlacesTheCatalogLeavesEmpty() async throws {
        let details = try #require(try await catalog.details(of: TitleID(imdbNumber: 101)))
        let places = details.episodes.compactMap { episode in episode.number.map { "S\(episode.season ?? -1)E\($0)" } }
        #expect(places == ["S0E1", "S1E1", "S1E2", "S1E3", "S2E1", "S2E2", "S2E3", "S3E1"], "\(places)")
        #expect(details.episodes.first { $0.season == 2 && $0.number == 2 }?.title == "Pilot Light S2E2", "the catalog's episode stays the catalog's")
        #expect(details.seasons.map(\.number) == [0, 1, 2, 3])
        let outline = try #require(try await catalog.outline(of: TitleID(imdbNumber: 101)))
        #expect(outline.regular.count == 7 && outline.regular.last == EpisodeNumber(season: 3, number: 1))
        let outlines = try await catalog.outlines(of: [TitleID(imdbNumber: 101), TitleID(imdbNumber: 290_978), TitleID(imdbNumber: 1)])
        #expect(outlines.count == 2 && outlines[TitleID(imdbNumber: 101)] == outline && outlines[TitleID(imdbNumber: 290_978)]?.regular.count == 12)
        #expect(try await catalog.episode(of: TitleID(imdbNumber: 101), at: EpisodeNumber(season: 3, number: 1))?.title == "Return")
        #expect(try await catalog.episode(of: TitleID(imdbNumber: 101), at: EpisodeNumber(season: 3, number: 2)) == nil, "not aired yet")
        #expect(try await catalog.details(of: TitleID(imdbNumber: 290_978)) == FixtureSeriesCatalog.standard.details(of: TitleID(imdbNumber: 290_978)))
    }

    @Test func anEpisodeTheCatalogLacksIsMarkedWatchedAndCountsTowardsUpNext() async throws {
        let fixture = SeriesFixture(catalog: catalog)
        _ = try await fixture.service.markWatched("Pilot Light", .season(1), on: nil, rating: nil)
        _ = try await fixture.service.markWatched("Pilot Light", .season(2), on: nil, rating: nil)
        #expect(try await fixture.service.upNext().first?.episode.title == "Return")
        let recorded = try await fixture.service.markWatched("Pilot Light", .episodes(season: 3, numbers: 1...1), on: nil, rating: nil)
        #expect(recorded.map(\.episodeTitle) == ["Return"])
        #expect(try await fixture.service.followedWithWatched().first?.watched.contains(EpisodeNumber(season: 3, number: 1)) == true)
        await #expect(throws: SeriesError.self) {
            try await fixture.service.markWatched("Pilot Light", .episodes(season: 3, numbers: 2...2), on: nil, rating: nil)
        }
        // Once the catalog lists it, the viewing is the same episode's: nothing is left to watch.
        let grown = FixtureSeriesCatalog([FixtureSeries.make(number: 101, title: "Pilot Light", years: 2020...2026, seasons: [3, 3, 1])])
        let later = ProfileSeriesService(profiles: SignedInProfile(.fixture), catalog: grown, repository: fixture.repository, now: { SeriesFixture.now })
        #expect(try await later.upNext().isEmpty)
    }
}
