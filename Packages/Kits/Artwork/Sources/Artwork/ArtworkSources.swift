import Foundation
import Networking
import TMDB
import TVmaze

/// The sources of posters the environment chooses: TVmaze for series, which needs no key,
/// then TMDB for films and series when `TMDB_API_TOKEN` is set. `TVMAZE_BASE_URL`,
/// `TMDB_BASE_URL` and `TMDB_IMAGE_BASE_URL` name other addresses, as for the calendar.
public enum ArtworkSources {
    /// The sources for `environment`, over `http`.
    /// - Throws: `BaseAddressError` when a base address is not http or https.
    public static func from(environment: [String: String], http: any HTTPClient) throws(BaseAddressError) -> [any ArtworkSource] {
        var sources: [any ArtworkSource] = [TVmazeArtwork(baseURL: try TVmazeConfiguration.from(environment: environment).baseURL, http: http)]
        if let tmdb = try TMDBConfiguration.from(environment: environment) {
            let images = try BaseAddress.url(variable: TMDBArtwork.imageBaseURLVariable, in: environment, fallback: TMDBArtwork.defaultImageBaseURL)
            sources.append(TMDBArtwork(configuration: tmdb, imageBaseURL: images, http: http))
        }
        return sources
    }
}
