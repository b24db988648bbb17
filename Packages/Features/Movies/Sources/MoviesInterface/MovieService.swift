/// What other features use to find movies: it loads them from the catalog and keeps the
/// ones the user touches in the repository.
public protocol MovieService: Sendable {
    /// The catalog that bare ids (`12`) belong to.
    var catalogSource: CatalogSource { get }
    /// Search results for `query` (released in `year`, when given), best first, at most `limit`.
    func search(_ query: String, year: Int?, limit: Int) async throws -> [MovieSummary]
    /// The closest titles when a search found nothing, for a misspelt word.
    func suggestions(_ query: String, year: Int?, limit: Int) async throws -> [MovieSummary]
    /// The movie with `id`, from the catalog, stored locally on the way; a stored copy
    /// answers when the catalog is unavailable or the id belongs to another catalog.
    func movie(_ id: MovieID) async throws -> Movie
    /// The catalog's movies titled `title` (case, accents and punctuation aside), or with it as
    /// their original title, released in `year` when given; most popular first.
    func movies(titled title: String, year: Int?) async throws -> [MovieSummary]
    /// The catalog's id for IMDb's `imdbID`, or `nil` when it cannot tell.
    func movieID(imdbID: String) async throws -> MovieID?
    /// The movies with `ids`, each stored locally, all in one write; ids the catalog does not
    /// know are left out.
    func storeMovies(_ ids: [MovieID]) async throws -> [Movie]
}

extension MovieService {
    /// Search results for `query` from any year.
    public func search(_ query: String, limit: Int) async throws -> [MovieSummary] {
        try await search(query, year: nil, limit: limit)
    }

    /// Parses a movie id typed by a user; a bare number belongs to ``catalogSource``.
    public func movieID(parsing text: String) throws(MovieIDError) -> MovieID {
        try MovieID(parsing: text, defaultSource: catalogSource)
    }
}
