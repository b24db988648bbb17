import CalendarPorts
import Foundation
import Synchronization

/// A ``FilmReleaseStore`` in memory, for tests and the dev app.
public final class InMemoryFilmReleaseStore: FilmReleaseStore {
    private let kept = Mutex<[String: FilmLookup]>([:])

    /// An empty store.
    public init() {}

    public func filmLookups(of ids: [String]) -> [String: FilmLookup] {
        kept.withLock { kept in
            Dictionary(ids.compactMap { id in kept[id].map { (id, $0) } }, uniquingKeysWith: { first, _ in first })
        }
    }

    public func keep(_ film: SourceFilm?, for id: String, at date: Date) {
        kept.withLock { $0[id] = FilmLookup(film: film, fetchedAt: date) }
    }
}
