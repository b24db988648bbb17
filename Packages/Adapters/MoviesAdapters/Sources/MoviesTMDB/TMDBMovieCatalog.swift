import Foundation
import MoviesInterface
import MoviesPorts
import Networking
import TMDB

/// ``MovieCatalog`` on TMDB's API v3: `search/movie`, `find/{imdb_id}`, `movie/{id}` and
/// `movie/{id}/credits`.
public struct TMDBMovieCatalog: MovieCatalog {
    private let client: TMDBMovieClient
    private let credits: TMDBCreditsClient
    /// How many top-billed actors a movie keeps.
    static let topBilledCount = 10

    /// Creates the catalog.
    public init(configuration: TMDBConfiguration, http: any HTTPClient) {
        client = TMDBMovieClient(client: TMDBClient(configuration: configuration, http: http))
        credits = TMDBCreditsClient(client: client)
    }

    public var source: CatalogSource { .tmdb }

    public func search(_ query: String, year: Int?, limit: Int) async throws(MovieCatalogError) -> [MovieSummary] {
        let path = "search/movie"
        let yearItem = year.map { [URLQueryItem(name: "primary_release_year", value: String($0))] } ?? []
        guard case .found(let data) = try await client.get(path, query: [URLQueryItem(name: "query", value: query)] + yearItem) else {
            return []
        }
        let page = try client.decode(TMDBResponses.SearchPage.self, from: data, path: path)
        return page.results.prefix(max(0, limit)).map {
            MovieSummary(id: MovieID(source: .tmdb, value: String($0.id)), title: $0.title, year: TMDBDate.year(of: $0.release_date))
        }
    }

    /// TMDB's find-by-external-id endpoint, for IMDb's id.
    public func movieID(imdbID: String) async throws(MovieCatalogError) -> MovieID? {
        let digits = imdbID.utf8.dropFirst(2)
        guard imdbID.hasPrefix("tt"), (1...18).contains(digits.count), digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        let path = "find/\(imdbID)"
        guard case .found(let data) = try await client.get(path, query: [URLQueryItem(name: "external_source", value: "imdb_id")]) else {
            return nil
        }
        let results = try client.decode(TMDBResponses.FindResults.self, from: data, path: path)
        return results.movie_results.first.map { MovieID(source: .tmdb, value: String($0.id)) }
    }

    public func movie(_ id: MovieID) async throws(MovieCatalogError) -> Movie {
        guard id.source == .tmdb, Int(id.value) != nil else { throw .notFound(id) }
        let path = "movie/\(id.value)"
        guard case .found(let data) = try await client.get(path) else { throw .notFound(id) }
        let details = try client.decode(TMDBResponses.Details.self, from: data, path: path)
        let (cast, director) = try await credits.credits(for: id)
        return Movie(
            id: id,
            title: details.title,
            year: TMDBDate.year(of: details.release_date),
            genres: details.genres.map(\.name),
            runtimeMinutes: details.runtime.flatMap { $0 > 0 ? $0 : nil },
            director: director,
            cast: Array(cast.prefix(Self.topBilledCount))
        )
    }
}
