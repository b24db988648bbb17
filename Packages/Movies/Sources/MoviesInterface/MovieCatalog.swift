/// A source of movies to search: the embedded offline catalog, an imported IMDb catalog,
/// TMDB, or a fixture.
public protocol MovieCatalog: Sendable {
    /// The catalog whose ids this one answers for.
    var source: CatalogSource { get }
    /// Movies whose titles match the words of `query` (released in `year`, when given), best
    /// matches first, at most `limit`.
    func search(_ query: String, year: Int?, limit: Int) async throws(MovieCatalogError) -> [MovieSummary]
    /// When ``search(_:year:limit:)`` finds nothing: the movies whose titles come closest to
    /// `query`, for a misspelt word (`godfathr`). Catalogs that cannot guess return none.
    func suggestions(_ query: String, year: Int?, limit: Int) async throws(MovieCatalogError) -> [MovieSummary]
    /// The movie with `id`.
    /// - Throws: ``MovieCatalogError/notFound(_:)`` when the catalog has no such movie.
    func movie(_ id: MovieID) async throws(MovieCatalogError) -> Movie
}

extension MovieCatalog {
    /// Movies whose titles match the words of `query`, from any year.
    public func search(_ query: String, limit: Int) async throws(MovieCatalogError) -> [MovieSummary] {
        try await search(query, year: nil, limit: limit)
    }

    public func suggestions(_ query: String, year: Int?, limit: Int) async throws(MovieCatalogError) -> [MovieSummary] {
        []
    }
}
