/// A ``MovieService`` that answers searches and title and id lookups from one catalog, and adds
/// only how movies are loaded and kept: the app's service and the fixture one alike.
public protocol CatalogBackedMovieService: MovieService {
    /// The catalog it searches.
    var catalog: any MovieCatalog { get }
}

extension CatalogBackedMovieService {
    public var catalogSource: CatalogSource { catalog.source }

    public func search(_ query: String, year: Int?, limit: Int) async throws -> [MovieSummary] {
        try await catalog.search(query, year: year, limit: limit)
    }

    public func suggestions(_ query: String, year: Int?, limit: Int) async throws -> [MovieSummary] {
        try await catalog.suggestions(query, year: year, limit: limit)
    }

    public func movies(titled title: String, year: Int?) async throws -> [MovieSummary] {
        try await catalog.movies(titled: title, year: year)
    }

    public func movieID(imdbID: String) async throws -> MovieID? {
        try await catalog.movieID(imdbID: imdbID)
    }
}
