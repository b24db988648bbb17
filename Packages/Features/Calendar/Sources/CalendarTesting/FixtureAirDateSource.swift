import CalendarInterface
import CalendarPorts
import Foundation
import Synchronization

/// An ``AirDateSource`` answering from ``FixtureAirDates`` in memory, counting the requests it
/// is sent, for tests and the dev app.
public final class FixtureAirDateSource: AirDateSource {
    private struct State {
        var fixtures: FixtureAirDates
        var requests: [String] = []
        var failAfter: Int?
    }

    private let state: Mutex<State>

    /// A source of `fixtures`, called `name`.
    public init(_ fixtures: FixtureAirDates, name: String = "TVmaze") {
        state = Mutex(State(fixtures: fixtures))
        self.name = name
    }

    public let name: String

    /// The requests sent so far, as TVmaze's paths, oldest first.
    public var requests: [String] {
        state.withLock { $0.requests }
    }

    /// Makes every request after the first `count` fail, as when the source goes down.
    public func fail(after count: Int) {
        state.withLock { $0.failAfter = count }
    }

    /// Records a request, or throws when the source is down.
    private func send(_ request: String, _ state: inout State) throws(CalendarError) {
        if let limit = state.failAfter, state.requests.count >= limit {
            throw .sourceUnavailable("the fixture source is down", remedy: .tryLater(seconds: nil))
        }
        state.requests.append(request)
    }

    /// Replaces the fixtures, as when shows change at the source.
    public func update(_ fixtures: FixtureAirDates) {
        state.withLock { $0.fixtures = fixtures }
    }

    public func show(imdbID: String) throws(CalendarError) -> SourceSeries? {
        try state.withLock { state throws(CalendarError) in
            try send("/lookup/shows?imdb=\(imdbID)", &state)
            return state.fixtures.show(imdbID: imdbID)?.show
        }
    }

    public func episodes(ofShow id: String) throws(CalendarError) -> [SourceEpisode] {
        try state.withLock { state throws(CalendarError) in
            try send("/shows/\(id)/episodes?specials=1", &state)
            return state.fixtures.show(id: id)?.episodes ?? []
        }
    }

    public func changes(since date: Date) throws(CalendarError) -> [String: Date]? {
        try state.withLock { state throws(CalendarError) in
            try send("/updates/shows", &state)
            return Dictionary(state.fixtures.shows.map { ($0.show.id, $0.show.updated) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
