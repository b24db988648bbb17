import CalendarPorts
import Foundation
import Synchronization

/// An ``AirDateSource`` answering from ``FixtureAirDates`` in memory, counting the requests it
/// is sent, for tests and the dev app.
public final class FixtureAirDateSource: AirDateSource {
    private struct State {
        var fixtures: FixtureAirDates
        var requests: [String] = []
    }

    private let state: Mutex<State>

    /// A source of `fixtures`.
    public init(_ fixtures: FixtureAirDates) {
        state = Mutex(State(fixtures: fixtures))
    }

    public let name = "TVmaze"

    /// The requests sent so far, as TVmaze's paths, oldest first.
    public var requests: [String] {
        state.withLock { $0.requests }
    }

    /// Replaces the fixtures, as when shows change at the source.
    public func update(_ fixtures: FixtureAirDates) {
        state.withLock { $0.fixtures = fixtures }
    }

    public func show(imdbID: String) -> SourceShow? {
        state.withLock { state in
            state.requests.append("/lookup/shows?imdb=\(imdbID)")
            return state.fixtures.show(imdbID: imdbID)?.show
        }
    }

    public func episodes(ofShow id: String) -> [SourceEpisode] {
        state.withLock { state in
            state.requests.append("/shows/\(id)/episodes?specials=1")
            return state.fixtures.show(id: id)?.episodes ?? []
        }
    }

    public func changes(since date: Date) -> [String: Date]? {
        state.withLock { state in
            state.requests.append("/updates/shows")
            return Dictionary(state.fixtures.shows.map { ($0.show.id, $0.show.updated) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
