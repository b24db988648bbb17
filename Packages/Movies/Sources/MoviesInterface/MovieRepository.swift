/// Local storage of the movies the user has touched (looked at or added), so they stay
/// available without the catalog.
public protocol MovieRepository: Sendable {
    /// Stores `movie`, replacing an earlier copy with the same id. Storage that is read-only
    /// keeps nothing and does not throw: the copy only serves later reads without the catalog.
    func save(_ movie: Movie) throws
    /// The stored movie with `id`, or `nil`.
    func movie(_ id: MovieID) throws -> Movie?
    /// Every stored movie, by title.
    func allMovies() throws -> [Movie]
}
