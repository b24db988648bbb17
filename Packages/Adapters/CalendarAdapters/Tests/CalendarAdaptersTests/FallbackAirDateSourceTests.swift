import Calendar
import CalendarInterface
import CalendarPorts
import CalendarTesting
import CalendarTMDB
import Foundation
import SeriesInterface
import Testing
import WatchlistInterface

/// TVmaze first, TMDB for what TVmaze does not know: each show's episodes and changes are asked
/// of the source that found it.
@Suite struct FallbackAirDateSourceTests {
    /// 2026-11-27 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_780_800)
    static let today = CalendarDay(containing: now, in: .gmt)

    /// A calendar following Fargo (which TVmaze knows) and The Office (which only `tmdb` knows),
    /// on memory and a clock at `clock`.
    private static func service(tmdb: FixtureAirDateSource, store: InMemoryAirDateStore, clock: @escaping @Sendable () -> Date) -> ProfileCalendarService {
        let tvmaze = FixtureAirDateSource(.standard(around: now))
        return ProfileCalendarService(
            series: FixtureTrackedSeries.following(["tt2802850", "tt0290978"]), source: FallbackAirDateSource(tvmaze, then: tmdb), store: store,
            now: clock, timeZone: .gmt
        )
    }

    /// The Office (tt0290978), which the standard fixtures' TVmaze does not know, as TMDB knows it.
    static func office(updated: Date, episodes: Int) -> FixtureAirDates {
        FixtureAirDates(shows: [
            FixtureAirDates.SeriesAirDates(
                imdbID: "tt0290978", show: SourceSeries(id: "2316", name: "The Office", network: "BBC Two", updated: updated),
                episodes: (1...episodes).map { number in
                    SourceEpisode(
                        id: "9\(number)", season: 3, number: number, title: "Episode \(number)", airDate: Self.today.adding(days: number),
                        airTime: nil, runtimeMinutes: 30
                    )
                }
            )
        ])
    }

    @Test func aShowTheFirstSourceDoesNotKnowIsFoundInTheSecondAndKeptWithItsPrefix() async throws {
        let tmdb = FixtureAirDateSource(Self.office(updated: Self.now, episodes: 2), name: "TMDB")
        let store = InMemoryAirDateStore()
        let service = Self.service(tmdb: tmdb, store: store, clock: { Self.now })
        let summary = try await service.refresh { _ in }
        #expect(summary.source == "TVmaze and TMDB" && summary.fetched == 2 && summary.unknown.isEmpty)
        #expect(tmdb.requests == ["/lookup/shows?imdb=tt0290978", "/shows/2316/episodes?specials=1"], "Fargo is never asked of TMDB")
        let office = try #require(TitleID(parsing: "tt0290978"))
        #expect(try await store.lookups(of: [office])[office]?.show?.id == "tmdb:2316")
        let schedule = try await service.schedule(from: Self.today, days: 7)
        #expect(schedule.episodes.filter { $0.showTitle == "The Office" }.map(\.code) == ["S3E1", "S3E2"])
    }

    @Test func aChangeAtTheSecondSourceRefetchesItsShowFromIt() async throws {
        let tmdb = FixtureAirDateSource(Self.office(updated: Self.now, episodes: 2), name: "TMDB")
        let store = InMemoryAirDateStore()
        _ = try await Self.service(tmdb: tmdb, store: store, clock: { Self.now }).refresh { _ in }
        let service = Self.service(tmdb: tmdb, store: store, clock: { Self.now.addingTimeInterval(3600) })
        tmdb.update(Self.office(updated: Self.now.addingTimeInterval(1800), episodes: 3))
        let before = tmdb.requests.count
        let summary = try await service.refresh { _ in }
        #expect(Array(tmdb.requests.dropFirst(before)) == ["/updates/shows", "/shows/2316/episodes?specials=1"])
        #expect(summary.fetched == 1 && summary.unchanged == 1)
        let schedule = try await service.schedule(from: Self.today, days: 7)
        #expect(schedule.episodes.filter { $0.showTitle == "The Office" }.count == 3)
    }

    @Test func changesOfBothAreMergedAndAFailureOfEitherIsAnError() async throws {
        let first = FixtureAirDateSource(.standard(around: Self.now))
        let second = FixtureAirDateSource(Self.office(updated: Self.now, episodes: 1), name: "TMDB")
        let source = FallbackAirDateSource(first, then: second)
        let changes = try await source.changes(since: Self.now)
        #expect(changes?["tmdb:2316"] == Self.now && changes?["1800"] != nil)
        second.fail(after: 0)
        await #expect(throws: CalendarError.self) { try await source.changes(since: Self.now) }
    }
}
