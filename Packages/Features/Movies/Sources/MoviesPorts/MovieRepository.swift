import MoviesInterface

/// Local storage of the movies the user has touched (looked at or added), so they stay
/// available without the catalog. Other features read it as ``StoredMovies``.
public protocol MovieRepository: StoredMovies {
    /// Stores `movie`, replacing an earlier copy with the same id. Storage that is read-only
    /// keeps nothing and does not throw: the copy only serves later reads without the catalog.
    func save(_ movie: Movie) async throws
    /// Stores `movies` as ``save(_:)-(Movie)`` does, in one write where the storage allows it.
    func save(_ movies: [Movie]) async throws
    /// Every stored movie, by title.
    func allMovies() async throws -> [Movie]
}

extension MovieRepository {
    /// Stores the movies one by one.
    public func save(_ movies: [Movie]) async throws {
        for movie in movies { try await save(movie) }
    }
}
