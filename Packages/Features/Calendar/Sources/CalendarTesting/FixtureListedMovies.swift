import CalendarPorts
import Synchronization

/// ``ListedMovies`` of given films, for the dev app and tests that need no Watchlist feature.
public final class FixtureListedMovies: ListedMovies {
    private let films: Mutex<[ListedMovie]>

    /// A list holding `films`, none watched.
    public init(_ films: [ListedMovie]) {
        self.films = Mutex(films)
    }

    /// Marks the film `id` watched: it leaves the unwatched ones.
    public func watch(_ id: String) {
        films.withLock { $0.removeAll { $0.id == id } }
    }

    public func unwatched() -> [ListedMovie] {
        films.withLock { $0 }
    }
}
