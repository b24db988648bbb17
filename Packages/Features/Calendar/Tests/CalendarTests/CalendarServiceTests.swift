import CalendarInterface
import CalendarPorts
import CalendarTesting
import Foundation
import SeriesInterface
import Synchronization
import Testing
import WatchlistInterface
@testable import Calendar

@Suite struct CalendarServiceTests {
    @Test func aFirstRefreshLooksUpEveryShowAndKeepsItsEpisodes() async throws {
        let harness = CalendarHarness(following: ["tt2802850", "tt2356777", "tt0290978"])
        let summary = try await harness.service().refresh { _ in }
        #expect(summary == RefreshSummary(source: "TVmaze", shows: 3, fetched: 2, unchanged: 0, unknown: ["The Office"], requests: 5))
        #expect(harness.source.requests == [
            "/lookup/shows?imdb=tt2802850", "/shows/1800/episodes?specials=1", "/lookup/shows?imdb=tt2356777", "/shows/5/episodes?specials=1",
            "/lookup/shows?imdb=tt0290978",
        ])
    }

    @Test func aSecondRefreshFetchesOnlyTheShowsChangedSince() async throws {
        let harness = CalendarHarness()
        _ = try await harness.service().refresh { _ in }
        harness.clock.advance(by: 3600)
        let later = CalendarHarness.now.addingTimeInterval(3600)
        let fixtures = FixtureAirDates.standard(around: CalendarHarness.now)
        let changed = FixtureAirDates(shows: fixtures.shows.map { show in
            guard show.imdbID == "tt2356777" else { return show }
            return FixtureAirDates.SeriesAirDates(
                imdbID: show.imdbID, show: SourceSeries(id: show.show.id, name: show.show.name, network: show.show.network, updated: later),
                episodes: show.episodes.filter { $0.number != 6 }
            )
        })
        harness.source.update(changed)
        let before = harness.source.requests.count
        let summary = try await harness.service().refresh { _ in }
        #expect(Array(harness.source.requests.dropFirst(before)) == ["/updates/shows", "/shows/5/episodes?specials=1"])
        #expect(summary.fetched == 1 && summary.unchanged == 3 && summary.requests == 2)
        let schedule = try await harness.service().schedule(from: CalendarHarness.today, days: 60)
        #expect(!schedule.episodes.contains { $0.showTitle == "True Detective" && $0.number == 6 })
        #expect(schedule.episodes.contains { $0.showTitle == "True Detective" && $0.number == 5 })
    }

    @Test func theScheduleListsTheWindowByDayWithSpecialsAndWhatWasWatched() async throws {
        let harness = CalendarHarness()
        _ = try await harness.service().refresh { _ in }
        harness.series.watch(try #require(TitleID(parsing: "tt2802850")), season: 5, number: 1)
        let schedule = try await harness.service().schedule(from: CalendarHarness.today.adding(days: -14), days: 45)
        let fargo = schedule.episodes.filter { $0.showTitle == "Fargo" }
        // The first airs at 22:00 in New York: 03:00 UTC on the next day.
        #expect(fargo.first?.airDate == CalendarHarness.today.adding(days: -13))
        #expect(fargo.first?.watched == true)
        #expect(fargo.dropFirst().allSatisfy { !$0.watched })
        let special = try #require(schedule.episodes.first { $0.isSpecial })
        #expect(special.code == "S5 special" && special.airTime == nil && special.airDate == CalendarHarness.today.adding(days: 30))
        #expect(schedule.episodes == schedule.episodes.sorted(by: ProfileCalendarService.airOrder))
        #expect(!schedule.episodes.contains { $0.showTitle == "Breaking Bad" })
        #expect(schedule.refreshedAt == CalendarHarness.now)
    }

    @Test func theDayOfATimedEpisodeIsTheProfilesOwn() async throws {
        let harness = CalendarHarness(following: ["tt2356777"])
        _ = try await harness.service().refresh { _ in }
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let there = try await harness.service(timeZone: newYork).schedule(from: CalendarHarness.today, days: 30)
        let utc = try await harness.service().schedule(from: CalendarHarness.today, days: 30)
        let first = { (schedule: CalendarSchedule) in schedule.episodes.first { $0.number == 1 }?.airDate }
        #expect(first(there) == CalendarHarness.today.adding(days: 3))
        #expect(first(utc) == CalendarHarness.today.adding(days: 4))
    }

    @Test func showsNeverFetchedAndUnknownAreNamed() async throws {
        let harness = CalendarHarness(following: ["tt2802850", "tt0290978"])
        let before = try await harness.service().schedule(from: nil, days: 7)
        #expect(before.refreshedAt == nil && before.notFetched == ["Fargo", "The Office"] && before.episodes.isEmpty)
        _ = try await harness.service().refresh { _ in }
        let after = try await harness.service().schedule(from: nil, days: 7)
        #expect(after.notFetched.isEmpty && after.unknownToSource == ["The Office"])
    }

    @Test func anUnknownShowIsAskedAgainOnlyAfterAWeek() async throws {
        let harness = CalendarHarness(following: ["tt0290978"])
        _ = try await harness.service().refresh { _ in }
        _ = try await harness.service().refresh { _ in }
        #expect(harness.source.requests == ["/lookup/shows?imdb=tt0290978"])
        harness.clock.advance(by: ProfileCalendarService.unknownRetry + 1)
        _ = try await harness.service().refresh { _ in }
        #expect(harness.source.requests == ["/lookup/shows?imdb=tt0290978", "/lookup/shows?imdb=tt0290978"])
    }

    @Test func aSourceThatFailsKeepsTheShowsDoneBeforeAndReportsNoMore() async throws {
        let harness = CalendarHarness()
        harness.source.fail(after: 3)
        let reports = Reports()
        await #expect(throws: CalendarError.self) { try await harness.service().refresh { reports.append($0) } }
        #expect(reports.all.map(\.show) == ["Fargo"])
        let schedule = try await harness.service().schedule(from: CalendarHarness.today, days: 30)
        #expect(schedule.notFetched == ["True Detective", "Stranger Things", "Breaking Bad"])
        #expect(schedule.episodes.allSatisfy { $0.showTitle == "Fargo" } && !schedule.episodes.isEmpty)
    }

    @Test func progressReportsEveryShow() async throws {
        let harness = CalendarHarness()
        let reports = Reports()
        _ = try await harness.service().refresh { reports.append($0) }
        #expect(reports.all.map(\.done) == [1, 2, 3, 4] && reports.all.allSatisfy { $0.total == 4 })
    }

    @Test(arguments: [0, -1, 367])
    func aWindowOutsideTheRangeIsRefused(days: Int) async throws {
        let harness = CalendarHarness()
        await #expect(throws: CalendarError.daysOutOfRange(days)) { try await harness.service().schedule(from: nil, days: days) }
    }

    @Test func daysAddAcrossMonthsYearsAndLeapDays() {
        let day = { (text: String) in CalendarDay(parsing: text) }
        #expect(day("2028-02-28")?.adding(days: 1) == day("2028-02-29"))
        #expect(day("2026-12-31")?.adding(days: 1) == day("2027-01-01"))
        #expect(day("2026-03-01")?.adding(days: -1) == day("2026-02-28"))
        #expect(day("2026-11-27")?.adding(days: 366) == day("2027-11-28"))
        #expect(day("9999-12-31")?.adding(days: 6) == day("9999-12-31"), "a window ends with the last day a day can be")
        #expect(day("0001-01-01")?.adding(days: -1) == day("0001-01-01"))
    }
}

/// Progress reports, as a refresh sends them.
final class Reports: Sendable {
    private let reports = Mutex<[RefreshProgress]>([])
    var all: [RefreshProgress] { reports.withLock { $0 } }
    func append(_ report: RefreshProgress) { reports.withLock { $0.append(report) } }
}
