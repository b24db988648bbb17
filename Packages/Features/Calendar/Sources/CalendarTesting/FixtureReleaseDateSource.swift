import CalendarInterface
import CalendarPorts
import Foundation
import Synchronization

/// A ``ReleaseDateSource`` answering from given films in memory, counting the films asked,
/// for tests and the dev app.
public final class FixtureReleaseDateSource: ReleaseDateSource {
    private struct State {
        var films: [String: SourceMovie]
        var asked: [String] = []
    }

    private let state: Mutex<State>

    /// A source knowing `films`, by the list's ids.
    public init(_ films: [String: SourceMovie]) {
        state = Mutex(State(films: films))
    }

    public let name = "TMDB"

    /// The films asked so far, by the list's ids, oldest first.
    public var asked: [String] {
        state.withLock { $0.asked }
    }

    /// Replaces the films, as when release dates move at the source.
    public func update(_ films: [String: SourceMovie]) {
        state.withLock { $0.films = films }
    }

    public func film(_ id: String) -> SourceMovie? {
        state.withLock { state in
            state.asked.append(id)
            return state.films[id]
        }
    }
}
