import CalendarInterface
import CalendarPorts
import Foundation
import Networking
import TMDB
import WatchlistInterface

/// Films' release dates from TMDB's API v3: a film on the list by its TMDB id, or by its IMDb
/// id through `/find/{imdb_id}`, then `/movie/{id}?append_to_response=release_dates`. The days
/// are those of one country (``region``, `TMDB_REGION`, the United States unless it says):
/// in cinemas, the first theatrical release (or limited one), else TMDB's primary release date;
/// digital, the first digital release. Failures are `CalendarError.sourceUnavailable`.
public struct TMDBReleaseSource: ReleaseDateSource {
    private let client: TMDBRequests
    /// The country whose releases count, as ISO 3166-1 (`US`, `GB`).
    public let region: String

    /// The environment variable naming the country.
    public static let regionVariable = "TMDB_REGION"

    /// A source asking where `configuration` says, over `http`, for `region`'s releases.
    public init(configuration: TMDBConfiguration, http: any HTTPClient, region: String = "US") {
        client = TMDBRequests(configuration: configuration, http: http)
        self.region = region.uppercased()
    }

    public let name = "TMDB"

    public func film(_ id: String) async throws -> SourceMovie? {
        let tmdbID: String
        if id.hasPrefix("tmdb:") {
            tmdbID = String(id.dropFirst("tmdb:".count))
        } else if id.hasPrefix("imdb:") {
            let path = "find/\(id.dropFirst("imdb:".count))"
            guard let data = try await client.get(path, query: [URLQueryItem(name: "external_source", value: "imdb_id")]),
                  let found = try client.decode(TMDBFound.self, from: data, path: "/" + path).movie_results.first else { return nil }
            tmdbID = String(found.id)
        } else {
            return nil
        }
        let path = "movie/\(tmdbID)"
        guard let data = try await client.get(path, query: [URLQueryItem(name: "append_to_response", value: "release_dates")]) else { return nil }
        return film(try client.decode(TMDBMovieDocuments.Movie.self, from: data, path: "/" + path))
    }

    /// The film with `region`'s days.
    func film(_ film: TMDBMovieDocuments.Movie) -> SourceMovie {
        let releases = film.release_dates?.results.first { $0.iso_3166_1.uppercased() == region }?.release_dates ?? []
        let day = { (types: Set<Int>) in
            releases.filter { types.contains($0.type) }.compactMap { CalendarDay(parsing: $0.release_date.prefix(10)) }.min()
        }
        let primary = film.release_date.flatMap { CalendarDay(parsing: $0) }
        return SourceMovie(id: String(film.id), title: film.title, cinema: day([3]) ?? day([2]) ?? primary, digital: day([4]))
    }
}
