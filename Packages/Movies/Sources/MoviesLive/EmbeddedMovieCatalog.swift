import Foundation
import MoviesInterface

/// The catalog compiled into the app: well-known films, searchable offline.
///
/// Its data is `Resources/catalog.json`, embedded in the binary by SwiftPM
/// (`.embedInCode`), so the executable works wherever it is copied.
public struct EmbeddedMovieCatalog: MovieCatalog {
    private let entries: [Entry]
    private let moviesByID: [MovieID: Movie]

    private struct Entry: Sendable {
        let movie: Movie
        let title: SearchableTitle
    }

    public var source: CatalogSource { .offline }

    /// Loads the embedded catalog.
    /// - Throws: ``MovieCatalogError/invalidResponse(reason:)`` if the embedded data is damaged,
    ///   which a test rules out for every build.
    public init() throws(MovieCatalogError) {
        try self.init(json: Data(PackageResources.catalog_json))
    }

    /// Loads a catalog from JSON in the embedded format.
    init(json: Data) throws(MovieCatalogError) {
        let records: [CatalogRecord]
        do {
            records = try JSONDecoder().decode([CatalogRecord].self, from: json)
        } catch {
            throw .invalidResponse(reason: "the embedded catalog is damaged: \(error)")
        }
        let movies = records.map(\.movie)
        entries = movies.map { Entry(movie: $0, title: SearchableTitle($0.title)) }
        moviesByID = Dictionary(movies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every movie, in catalog order.
    public var allMovies: [Movie] { entries.map(\.movie) }

    public func search(_ query: String, limit: Int) async throws(MovieCatalogError) -> [MovieSummary] {
        let normalizedQuery = SearchableTitle.normalize(query)
        let ranked = entries.compactMap { entry -> (rank: Int, movie: Movie)? in
            entry.title.rank(normalizedQuery).map { ($0, entry.movie) }
        }
        return ranked
            .sorted { ($0.rank, $0.movie.year ?? .max, $0.movie.title) < ($1.rank, $1.movie.year ?? .max, $1.movie.title) }
            .prefix(max(0, limit))
            .map(\.movie.summary)
    }

    public func movie(_ id: MovieID) async throws(MovieCatalogError) -> Movie {
        guard let movie = moviesByID[id] else { throw .notFound(id) }
        return movie
    }

    /// The cast of the offline movie `key` (its number), in billing order, from the
    /// embedded data. Its shape lets an app adopt it as a names fetcher (seed 001).
    public func fetchNames(for key: String) async throws -> [(name: String, role: String)] {
        try await movie(MovieID(source: .offline, value: key)).cast.map { ($0.name, $0.character) }
    }
}
