import Foundation
import MoviesInterface
import Networking
import TMDB

/// A movie's cast and crew from TMDB (`GET /movie/{id}/credits`).
///
/// It knows nothing of any screen. Its `fetchNames(for:)` happens to have the shape a
/// names list needs, so an app can adopt it by retroactive conformance.
public struct TMDBCreditsClient: Sendable {
    private let client: TMDBMovieClient

    /// Creates a client.
    public init(configuration: TMDBConfiguration, http: any HTTPClient) {
        client = TMDBMovieClient(client: TMDBClient(configuration: configuration, http: http))
    }

    init(client: TMDBMovieClient) {
        self.client = client
    }

    /// The cast in billing order and the director(s), for the TMDB movie id `id`.
    func credits(for id: MovieID) async throws(MovieCatalogError) -> (cast: [CastMember], director: String?) {
        let path = "movie/\(id.value)/credits"
        guard case .found(let data) = try await client.get(path) else { throw .notFound(id) }
        let credits = try client.decode(TMDBResponses.Credits.self, from: data, path: path)
        let cast = credits.cast.enumerated()
            .sorted { ($0.element.order ?? $0.offset, $0.offset) < ($1.element.order ?? $1.offset, $1.offset) }
            .map { CastMember(name: $0.element.name, character: $0.element.character ?? "") }
        let directors = credits.crew.filter { $0.job == "Director" }.map(\.name)
        return (cast, directors.isEmpty ? nil : directors.joined(separator: " & "))
    }

    /// The cast of the TMDB movie `key` (its numeric id), in billing order, with characters.
    public func fetchNames(for key: String) async throws -> [(name: String, role: String)] {
        try await credits(for: MovieID(source: .tmdb, value: key)).cast.map { ($0.name, $0.character) }
    }
}
