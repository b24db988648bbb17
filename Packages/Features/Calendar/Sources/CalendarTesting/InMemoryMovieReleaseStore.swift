import CalendarPorts
import Foundation
import Synchronization

/// A ``MovieReleaseStore`` in memory, for tests and the dev app.
public final class InMemoryMovieReleaseStore: MovieReleaseStore {
    private let kept = Mutex<[String: MovieLookup]>([:])

    /// An empty store.
    public init() {}

    public func filmLookups(of ids: [String]) -> [String: MovieLookup] {
        kept.withLock { kept in
            Dictionary(ids.compactMap { id in kept[id].map { (id, $0) } }, uniquingKeysWith: { first, _ in first })
        }
    }

    public func keep(_ film: SourceMovie?, for id: String, at date: Date) {
        kept.withLock { $0[id] = MovieLookup(film: film, fetchedAt: date) }
    }
}
