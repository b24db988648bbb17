import Foundation
import MoviesInterface
import MoviesPorts

/// A catalog of fixed movies (``Movie/fixtures`` by default) that matches titles containing
/// the query, ignoring case and accents. It can be told to fail, to exercise error paths.
public struct FixtureMovieCatalog: MovieCatalog {
    private let movies: [Movie]
    private let failure: MovieCatalogError?
    public let source: CatalogSource

    /// Creates a catalog of `movies`; with `failure`, every call throws it instead.
    public init(movies: [Movie] = Movie.fixtures, source: CatalogSource = .fixture, failure: MovieCatalogError? = nil) {
        self.movies = movies
        self.source = source
        self.failure = failure
    }

    public func search(_ query: String, year: Int?, limit: Int) async throws(MovieCatalogError) -> [MovieSummary] {
        if let failure { throw failure }
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        let needle = query.trimmingCharacters(in: .whitespaces)
        return movies
            .filter { $0.title.range(of: needle, options: options) != nil && (year == nil || $0.year == year) }
            .prefix(max(0, limit))
            .map(\.summary)
    }

    public func movie(_ id: MovieID) async throws(MovieCatalogError) -> Movie {
        if let failure { throw failure }
        guard let movie = movies.first(where: { $0.id == id }) else { throw .notFound(id) }
        return movie
    }

    /// The cast of the fixture movie `key`, in billing order: the shape a names list needs.
    public func fetchNames(for key: String) async throws -> [(name: String, role: String)] {
        try await movie(MovieID(source: source, value: key)).cast.map { ($0.name, $0.character) }
    }
}
