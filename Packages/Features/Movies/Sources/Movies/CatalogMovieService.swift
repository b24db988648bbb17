import MoviesInterface
import MoviesPorts

/// ``MovieService`` over a catalog and a repository: the Composition Root pattern's example MovieService, which loads
/// movies from the network and stores them in a repository.
public struct CatalogMovieService: MovieService {
    /// The catalog it searches and loads movies from.
    public let catalog: any MovieCatalog
    private let repository: any MovieRepository

    /// Creates the service.
    public init(catalog: any MovieCatalog, repository: any MovieRepository) {
        self.catalog = catalog
        self.repository = repository
    }

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

    public func movie(_ id: MovieID) async throws -> Movie {
        guard id.source == catalog.source else {
            if let stored = try await repository.movie(id) { return stored }
            throw MovieServiceError.otherCatalog(id, current: catalog.source)
        }
        do {
            let movie = try await catalog.movie(id)
            try await repository.save(movie)
            return movie
        } catch let error as MovieCatalogError where error.isUnavailable {
            if let stored = try await repository.movie(id) { return stored }
            throw error
        }
    }

    public func storeMovies(_ ids: [MovieID]) async throws -> [Movie] {
        var movies: [Movie] = []
        var fromCatalog: [Movie] = []
        for id in ids {
            if id.source == catalog.source {
                do {
                    let movie = try await catalog.movie(id)
                    movies.append(movie)
                    fromCatalog.append(movie)
                    continue
                } catch .notFound {
                    continue
                } catch where !error.isUnavailable {
                    throw error
                } catch {}
            }
            if let stored = try await repository.movie(id) { movies.append(stored) }
        }
        try await repository.save(fromCatalog)
        return movies
    }
}
