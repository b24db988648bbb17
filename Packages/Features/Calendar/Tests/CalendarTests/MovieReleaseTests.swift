import CalendarInterface
import CalendarPorts
import CalendarTesting
import Foundation
import Injection
import TerminalUIInterface
import TerminalUITesting
import Synchronization
import Testing
import WatchlistInterface
@testable import Calendar
@testable import CalendarCLI

/// The films on the list coming out: fetched for the unwatched films a source can look up,
/// kept, listed by day beside the episodes, in the JSON and in the feed.
@Suite struct MovieReleaseTests {
    static let today = CalendarHarness.today
    /// Out in cinemas in a week, online in two months.
    static let doomsday = SourceMovie(id: "1003596", title: "Avengers: Doomsday", cinema: today.adding(days: 7), digital: today.adding(days: 60))

    struct Movies {
        let list = FixtureListedMovies([
            ListedMovie(id: "imdb:tt21357150", title: "Avengers: Doomsday", year: 2026),
            ListedMovie(id: "tmdb:603", title: "The Matrix", year: 1999),
            ListedMovie(id: "offline:12", title: "Nosferatu", year: nil),
            ListedMovie(id: "tmdb:99", title: "Unknown, Untitled", year: nil),
        ])
        let source = FixtureReleaseDateSource(["imdb:tt21357150": MovieReleaseTests.doomsday])
        let store = InMemoryMovieReleaseStore()

        func releases(source: FixtureReleaseDateSource?) -> MovieReleases {
            MovieReleases(films: list, store: store, source: source)
        }
    }

    private func service(_ harness: CalendarHarness, _ films: MovieReleases) -> ProfileCalendarService {
        let clock = harness.clock
        return ProfileCalendarService(series: harness.series, source: harness.source, store: harness.store, now: { clock.now }, timeZone: .gmt, films: films)
    }

    @Test func aRefreshFetchesTheListsFilmsThatMayNotBeOutAndTheCalendarListsThem() async throws {
        let harness = CalendarHarness(following: ["tt2356777"])
        let films = Movies()
        let reported = Mutex<[RefreshProgress]>([])
        let summary = try await service(harness, films.releases(source: films.source)).refresh { report in reported.withLock { $0.append(report) } }
        let reports = reported.withLock { $0 }
        #expect(films.source.asked == ["imdb:tt21357150", "tmdb:99"], "not the film of 1999, nor one of the embedded catalog")
        #expect(summary.films == 2 && summary.filmsWithoutSource == 0)
        #expect(reports.map(\.total).allSatisfy { $0 == 3 } && reports.last?.done == 3 && reports.last?.show == "Unknown, Untitled")
        let schedule = try await service(harness, films.releases(source: films.source)).schedule(from: Self.today, days: 90)
        #expect(schedule.releases == [
            MovieRelease(filmID: "imdb:tt21357150", title: "Avengers: Doomsday", day: Self.today.adding(days: 7), kind: .cinema, sourceID: "1003596"),
            MovieRelease(filmID: "imdb:tt21357150", title: "Avengers: Doomsday", day: Self.today.adding(days: 60), kind: .digital, sourceID: "1003596"),
        ])
        films.list.watch("imdb:tt21357150")
        let watched = try await service(harness, films.releases(source: films.source)).schedule(from: Self.today, days: 90)
        #expect(watched.releases.isEmpty, "a film watched leaves the calendar")
    }

    @Test func aFilmIsFetchedAgainOnlyWhileNotOutAndADayApart() async throws {
        let harness = CalendarHarness(following: [])
        let films = Movies()
        _ = try await service(harness, films.releases(source: films.source)).refresh { _ in }
        let asked = films.source.asked.count
        harness.clock.advance(by: 3600)
        let soon = try await service(harness, films.releases(source: films.source)).refresh { _ in }
        #expect(films.source.asked.count == asked && soon.films == 0, "an hour later nothing is due")
        harness.clock.advance(by: 21 * 3600)
        films.source.update(["imdb:tt21357150": SourceMovie(id: "1003596", title: "Avengers: Doomsday", cinema: Self.today.adding(days: 9), digital: nil)])
        let later = try await service(harness, films.releases(source: films.source)).refresh { _ in }
        #expect(Array(films.source.asked.dropFirst(asked)) == ["imdb:tt21357150"], "the film not out again, not the unknown one before a week")
        #expect(later.films == 1)
        let schedule = try await service(harness, films.releases(source: films.source)).schedule(from: Self.today, days: 90)
        #expect(schedule.releases.map(\.day) == [Self.today.adding(days: 9)], "the moved date replaces the old ones")
    }

    @Test func withoutASourceTheRefreshSaysHowManyFilmsWaitAndWhatIsKeptIsStillListed() async throws {
        let harness = CalendarHarness(following: [])
        let films = Movies()
        _ = try await service(harness, films.releases(source: films.source)).refresh { _ in }
        let summary = try await service(harness, films.releases(source: nil)).refresh { _ in }
        #expect(summary.films == 0 && summary.filmsWithoutSource == 2)
        #expect(CalendarOutput.summary(summary).contains("The release dates of 2 films on your list come from TMDB: set TMDB_API_TOKEN to fetch them."))
        let schedule = try await service(harness, films.releases(source: nil)).schedule(from: Self.today, days: 30)
        #expect(schedule.releases.count == 1)
        // Once a film is out everywhere, it waits for nothing.
        films.source.update(["imdb:tt21357150": SourceMovie(id: "1003596", title: "Avengers: Doomsday", cinema: Self.today.adding(days: -60), digital: Self.today)])
        harness.clock.advance(by: 24 * 3600)
        _ = try await service(harness, films.releases(source: films.source)).refresh { _ in }
        #expect(try await service(harness, films.releases(source: nil)).refresh { _ in }.filmsWithoutSource == 1, "the unknown film alone")
    }

    @Test func theCalendarPrintsFilmsFirstOnTheirDayAndTheJSONTellsThemApart() async throws {
        let harness = CalendarHarness(following: ["tt4574334"])
        let films = Movies()
        let service = service(harness, films.releases(source: films.source))
        _ = try await service.refresh { _ in }
        // Stranger Things' season comes out ten days on; the film is set on the same day.
        films.source.update(["imdb:tt21357150": SourceMovie(id: "1003596", title: "Avengers: Doomsday", cinema: Self.today.adding(days: 10), digital: nil)])
        harness.clock.advance(by: 24 * 3600)
        _ = try await service.refresh { _ in }
        let schedule = try await service.schedule(from: Self.today, days: 30)
        let text = CalendarOutput.text(schedule, now: CalendarHarness.now, style: TextStyle(usesColor: false))
        let lines = text.split(separator: "\n").map(String.init)
        let film = try #require(lines.firstIndex(of: "  all day  Avengers: Doomsday · film · in cinemas"), "\(text)")
        #expect(lines[film + 1].contains("Stranger Things S6E1"), "the film first on its day: \(text)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(CalendarOutput.json(schedule, now: CalendarHarness.now).utf8)) as? [[String: Any]])
        #expect(items.count == 9)
        let filmItem = try #require(items.first { $0["kind"] as? String == "film" })
        #expect(filmItem["filmID"] as? String == "imdb:tt21357150" && filmItem["release"] as? String == "cinema" && filmItem["title"] as? String == "Avengers: Doomsday")
        #expect(filmItem["show"] is NSNull && filmItem["watched"] is NSNull && filmItem["airDate"] as? String == Self.today.adding(days: 10).description)
        #expect(items.filter { $0["kind"] as? String == "episode" }.allSatisfy { $0["filmID"] is NSNull && $0["show"] as? String == "Stranger Things" })
    }

    @Test func theFeedHasAnAllDayEventForEachRelease() {
        let releases = [
            MovieRelease(filmID: "imdb:tt21357150", title: "Avengers: Doomsday, Part One; «Ça»", day: Self.today, kind: .cinema, sourceID: "1003596"),
            MovieRelease(filmID: "imdb:tt21357150", title: "Avengers: Doomsday, Part One; «Ça»", day: Self.today.adding(days: 60), kind: .digital, sourceID: "1003596"),
        ]
        let document = ICalendarFeed.document([], releases: releases, name: "Watchlist", stamp: CalendarHarness.now)
        let lines = document.components(separatedBy: "\r\n")
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 2)
        #expect(lines.contains("UID:film-1003596-cinema@watchlist.calendar") && lines.contains("UID:film-1003596-digital@watchlist.calendar"))
        #expect(lines.contains("DTSTART;VALUE=DATE:\(ICalendarFeed.day(Self.today))"))
        #expect(lines.contains("SUMMARY:Avengers: Doomsday\\, Part One\\; «Ça» (in cinemas)"))
    }
}
