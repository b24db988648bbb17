import MoviesInterface

/// A source of movies to search: the embedded offline catalog, a built IMDb catalog,
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
    /// The movies titled `title` (see ``MovieTitle``: case, accents and punctuation aside),
    /// or with it as their original title, released in `year` when given; most popular first.
    func movies(titled title: String, year: Int?) async throws(MovieCatalogError) -> [MovieSummary]
    /// This catalog's id for the movie IMDb knows as `imdbID` (`tt0068646`), or `nil` when
    /// it has no such movie or cannot tell.
    func movieID(imdbID: String) async throws(MovieCatalogError) -> MovieID?
}

extension MovieCatalog {
    /// Movies whose titles match the words of `query`, from any year.
    public func search(_ query: String, limit: Int) async throws(MovieCatalogError) -> [MovieSummary] {
        try await search(query, year: nil, limit: limit)
    }

    public func suggestions(_ query: String, year: Int?, limit: Int) async throws(MovieCatalogError) -> [MovieSummary] {
        []
    }

    /// The results of a search for `title` whose title is equal to it.
    public func movies(titled title: String, year: Int?) async throws(MovieCatalogError) -> [MovieSummary] {
        let key = MovieTitle.comparisonKey(title)
        guard !key.isEmpty else { return [] }
        return try await search(title, year: year, limit: Self.titleMatchLimit)
            .filter { MovieTitle.comparisonKey($0.title) == key }
    }

    /// A catalog that does not know IMDb's ids finds none.
    public func movieID(imdbID: String) async throws(MovieCatalogError) -> MovieID? {
        nil
    }

    /// How many search results ``movies(titled:year:)`` compares by default.
    public static var titleMatchLimit: Int { 50 }
}
