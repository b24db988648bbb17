import MoviesInterface

/// A ``MovieService`` over ``FixtureMovieCatalog`` that remembers nothing: for features
/// that need movies (Watchlist's dev app and tests) without the Movies feature itself.
public struct FixtureMovieService: MovieService {
    private let catalog: FixtureMovieCatalog

    /// Creates the service on `catalog`.
    public init(catalog: FixtureMovieCatalog = FixtureMovieCatalog()) {
        self.catalog = catalog
    }

    public var catalogSource: CatalogSource { catalog.source }

    public func search(_ query: String, year: Int?, limit: Int) async throws -> [MovieSummary] {
        try await catalog.search(query, year: year, limit: limit)
    }

    public func suggestions(_ query: String, year: Int?, limit: Int) async throws -> [MovieSummary] {
        try await catalog.suggestions(query, year: year, limit: limit)
    }

    public func movie(_ id: MovieID) async throws -> Movie {
        try await catalog.movie(id)
    }

    public func movies(titled title: String, year: Int?) async throws -> [MovieSummary] {
        try await catalog.movies(titled: title, year: year)
    }

    public func movieID(imdbID: String) async throws -> MovieID? {
        try await catalog.movieID(imdbID: imdbID)
    }

    public func storeMovies(_ ids: [MovieID]) async throws -> [Movie] {
        var movies: [Movie] = []
        for id in ids {
            if let movie = try? await catalog.movie(id) { movies.append(movie) }
        }
        return movies
    }
}
