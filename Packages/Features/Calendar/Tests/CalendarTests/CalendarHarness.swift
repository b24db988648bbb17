import CalendarTesting
import Foundation
import SeriesInterface
import Synchronization
import WatchlistInterface
@testable import Calendar

/// A calendar on fixture series, fixture air dates around a fixed moment, and memory.
struct CalendarHarness {
    /// 2026-11-27 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_780_800)
    static let today = CalendarDay(containing: now, in: .gmt)

    let series: FixtureTrackedSeries
    let source: FixtureAirDateSource
    let store = InMemoryAirDateStore()
    let clock: Clock

    /// A clock tests move.
    final class Clock: Sendable {
        private let moment: Mutex<Date>
        init(at start: Date) { moment = Mutex(start) }
        var now: Date { moment.withLock { $0 } }
        func advance(by seconds: TimeInterval) { moment.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    /// Fixture air dates around `moment`: the fixed one, or the real clock's for what reads it.
    init(following: [String] = ["tt2802850", "tt2356777", "tt4574334", "tt0903747"], around moment: Date = Self.now) {
        series = .following(following)
        source = FixtureAirDateSource(.standard(around: moment))
        clock = Clock(at: moment)
    }

    /// The service in `timeZone`, on the harness's clock.
    func service(timeZone: TimeZone = .gmt) -> ProfileCalendarService {
        let clock = clock
        return ProfileCalendarService(series: series, source: source, store: store, now: { clock.now }, timeZone: timeZone)
    }
}
