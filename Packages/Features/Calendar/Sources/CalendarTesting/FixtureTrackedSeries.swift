import CalendarPorts
import Foundation
import SeriesInterface
import Synchronization

/// ``TrackedSeries`` of given series, for the dev app and tests that need no Series feature:
/// the series the profile follows and the episodes it watched, changed by the test.
public final class FixtureTrackedSeries: TrackedSeries {
    private struct State {
        var followed: [Series]
        var watched: [TitleID: Set<EpisodeNumber>] = [:]
    }

    private let state: Mutex<State>

    /// Following `series`, nothing watched.
    public init(_ series: [Series]) {
        state = Mutex(State(followed: series))
    }

    /// The series of FixtureAirDates.standard, as the embedded catalog names them, and The
    /// Office of 2001, which the fixtures' source does not know: Fargo, True Detective,
    /// Stranger Things, The Office.
    public static var standard: FixtureTrackedSeries {
        following(["tt2802850", "tt2356777", "tt4574334", "tt0290978"])
    }

    /// Following the series of ``known`` with these IMDb ids, in this order.
    public static func following(_ ids: [String]) -> FixtureTrackedSeries {
        FixtureTrackedSeries(ids.compactMap { id in known.first { $0.id.imdb == id } })
    }

    /// The series the fixtures know, as the embedded catalog names them: the four of
    /// ``standard`` and Breaking Bad.
    public static let known: [Series] = [
        ("tt2802850", "Fargo", 2014, nil), ("tt2356777", "True Detective", 2014, nil), ("tt4574334", "Stranger Things", 2016, 2025),
        ("tt0290978", "The Office", 2001, 2003), ("tt0903747", "Breaking Bad", 2008, 2013),
    ].compactMap { id, title, start, end in TitleID(parsing: id).map { Series(id: $0, title: title, startYear: start, endYear: end) } }

    /// Marks episode `number` of season `season` of `series` watched.
    public func watch(_ series: TitleID, season: Int, number: Int) {
        state.withLock { _ = $0.watched[series, default: []].insert(EpisodeNumber(season: season, number: number)) }
    }

    public func followed() -> [TrackedSeriesProgress] {
        state.withLock { state in state.followed.map { TrackedSeriesProgress(series: $0, watched: state.watched[$0.id] ?? []) } }
    }
}
