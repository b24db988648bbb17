import MoviesInterface
import MoviesPorts

/// A ``MovieService`` over ``FixtureMovieCatalog``, for features that need movies (Watchlist's
/// dev app and tests) without the Movies feature itself. It keeps the movies it stores in
/// `repository` when given one, and remembers nothing otherwise.
public struct FixtureMovieService: MovieService {
    private let catalog: FixtureMovieCatalog
    private let repository: (any MovieRepository)?

    /// Creates the service on `catalog`, storing movies in `repository` when given.
    public init(catalog: FixtureMovieCatalog = FixtureMovieCatalog(), repository: (any MovieRepository)? = nil) {
        self.catalog = catalog
        self.repository = repository
    }

    public var catalogSource: CatalogSource { catalog.source }

    public func search(_ query: String, year: Int?, limit: Int) async throws -> [MovieSummary] {
        try await catalog.search(query, year: year, limit: limit)
    }

    public func suggestions(_ query: String, year: Int?, limit: Int) async throws -> [MovieSummary] { [] }

    public func movies(titled title: String, year: Int?) async throws -> [MovieSummary] {
        try await catalog.movies(titled: title, year: year)
    }

    public func movieID(imdbID: String) async throws -> MovieID? { nil }

    public func movie(_ id: MovieID) async throws -> Movie {
        try await catalog.movie(id)
    }

    public func storeMovies(_ ids: [MovieID]) async throws -> [Movie] {
        var movies: [Movie] = []
        for id in ids {
            if let movie = try? await catalog.movie(id) { movies.append(movie) }
        }
        try await repository?.save(movies)
        return movies
    }
}
