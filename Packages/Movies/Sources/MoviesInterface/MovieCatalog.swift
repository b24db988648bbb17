/// A source of movies to search: the embedded offline catalog, TMDB, or a fixture.
public protocol MovieCatalog: Sendable {
    /// The catalog whose ids this one answers for.
    var source: CatalogSource { get }
    /// Movies whose titles match the words of `query`, best matches first, at most `limit`.
    func search(_ query: String, limit: Int) async throws(MovieCatalogError) -> [MovieSummary]
    /// The movie with `id`.
    /// - Throws: ``MovieCatalogError/notFound(_:)`` when the catalog has no such movie.
    func movie(_ id: MovieID) async throws(MovieCatalogError) -> Movie
}
