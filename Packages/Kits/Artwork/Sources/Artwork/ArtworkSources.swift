import Foundation
import Networking
import TMDB

/// The sources of posters the environment chooses: TVmaze for series, which needs no key,
/// then TMDB for films and series when `TMDB_API_TOKEN` is set. `TVMAZE_BASE_URL`,
/// `TMDB_BASE_URL` and `TMDB_IMAGE_BASE_URL` name other addresses, as for the calendar.
public enum ArtworkSources {
    /// The sources for `environment`, over `http`.
    /// - Throws: ``ArtworkAddressError`` or `TMDBAddressError` when a base address is not http or https.
    public static func from(environment: [String: String], http: any HTTPClient) throws -> [any ArtworkSource] {
        var sources: [any ArtworkSource] = [TVmazeArtwork(baseURL: try address(TVmazeArtwork.baseURLVariable, environment) ?? TVmazeArtwork.defaultBaseURL, http: http)]
        if let tmdb = try TMDBConfiguration.from(environment: environment) {
            let images = try address(TMDBArtwork.imageBaseURLVariable, environment) ?? TMDBArtwork.defaultImageBaseURL
            sources.append(TMDBArtwork(configuration: tmdb, imageBaseURL: images, http: http))
        }
        return sources
    }

    private static func address(_ variable: String, _ environment: [String: String]) throws(ArtworkAddressError) -> URL? {
        guard let text = environment[variable], !text.isEmpty else { return nil }
        guard let url = HTTPAddress.url(text) else { throw ArtworkAddressError(variable: variable, text: text) }
        return url
    }
}

/// A variable naming where posters come from holds no http or https address.
public struct ArtworkAddressError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The variable.
    public let variable: String
    /// What it holds.
    public let text: String

    /// The error for `variable` holding `text`.
    public init(variable: String, text: String) {
        self.variable = variable
        self.text = text
    }

    public var description: String {
        "\(variable) is \"\(text)\", which is not an http or https address; unset it to use the service's own"
    }
}
