import MoviesInterface
import MoviesPorts
import Synchronization

/// A ``MovieRepository`` in memory, for tests and dev apps.
public final class InMemoryMovieRepository: MovieRepository {
    private let stored: Mutex<[MovieID: Movie]>

    /// Creates a repository holding `movies`.
    public init(movies: [Movie] = []) {
        stored = Mutex(Dictionary(movies.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last }))
    }

    public func save(_ movie: Movie) throws {
        stored.withLock { $0[movie.id] = movie }
    }

    public func movie(_ id: MovieID) throws -> Movie? {
        stored.withLock { $0[id] }
    }

    public func facts(of ids: [MovieID]) throws -> [MovieID: MovieFacts] {
        stored.withLock { stored in
            var facts: [MovieID: MovieFacts] = [:]
            for id in ids { if let movie = stored[id] { facts[id] = MovieFacts(movie) } }
            return facts
        }
    }

    public func allMovies() throws -> [Movie] {
        stored.withLock { $0.values.sorted { $0.title < $1.title } }
    }
}
