/// The movies stored locally, read without a catalog: what another feature may read of
/// Movies' storage (Watchlist's statistics and picks). Writing stays with the Movies feature.
public protocol StoredMovies: Sendable {
    /// The stored movie with `id`, or `nil`.
    func movie(_ id: MovieID) async throws -> Movie?
}
