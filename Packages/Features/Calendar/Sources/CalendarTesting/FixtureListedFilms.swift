import CalendarPorts
import Synchronization

/// ``ListedFilms`` of given films, for the dev app and tests that need no Watchlist feature.
public final class FixtureListedFilms: ListedFilms {
    private let films: Mutex<[ListedFilm]>

    /// A list holding `films`, none watched.
    public init(_ films: [ListedFilm]) {
        self.films = Mutex(films)
    }

    /// Marks the film `id` watched: it leaves the unwatched ones.
    public func watch(_ id: String) {
        films.withLock { $0.removeAll { $0.id == id } }
    }

    public func unwatched() -> [ListedFilm] {
        films.withLock { $0 }
    }
}
