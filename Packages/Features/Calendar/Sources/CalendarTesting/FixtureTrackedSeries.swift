import CalendarPorts
import Foundation
import SeriesInterface
import Synchronization

/// ``TrackedSeries`` of given series, for the dev app and tests that need no Series feature:
/// the series the profile follows and the episodes it watched, changed by the test.
public final class FixtureTrackedSeries: TrackedSeries {
    private struct State {
        var followed: [Series]
        var watched: Set<WatchedPlace> = []
    }

    private let state: Mutex<State>

    /// Following `series`, nothing watched.
    public init(_ series: [Series]) {
        state = Mutex(State(followed: series))
    }

    /// The series of FixtureAirDates.standard, as the embedded catalog names them, and The
    /// Office of 2001, which the fixtures' source does not know.
    public static var standard: FixtureTrackedSeries {
        FixtureTrackedSeries([
            ("tt2802850", "Fargo", 2014, nil), ("tt2356777", "True Detective", 2014, nil), ("tt4574334", "Stranger Things", 2016, 2025),
            ("tt0290978", "The Office", 2001, 2003),
        ].compactMap { id, title, start, end in TitleID(parsing: id).map { Series(id: $0, title: title, startYear: start, endYear: end) } })
    }

    /// Marks an episode watched.
    public func watch(_ place: WatchedPlace) {
        state.withLock { _ = $0.watched.insert(place) }
    }

    public func followed() -> [Series] {
        state.withLock { $0.followed }
    }

    public func watched() -> Set<WatchedPlace> {
        state.withLock { $0.watched }
    }
}
