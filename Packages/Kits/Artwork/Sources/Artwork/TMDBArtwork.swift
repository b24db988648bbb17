import Foundation
import Networking
import TMDB
import WebUI

/// Films' and series' posters from TMDB, with its token: the title found by its IMDb id
/// (`/find/{id}`) or read by its TMDB id (`/movie/{id}`, `/tv/{id}`), and its `poster_path`
/// at TMDB's widths 154 and 342 from its image server. An episode's still is found by the
/// episode's own IMDb id, its `still_path` at widths 185 and 300.
public struct TMDBArtwork: ArtworkSource {
    /// The environment variable for another image server (tests point it at 127.0.0.1).
    public static let imageBaseURLVariable = "TMDB_IMAGE_BASE_URL"
    /// TMDB's image server.
    public static let defaultImageBaseURL = URL(string: "https://image.tmdb.org/t/p") ?? URL(fileURLWithPath: "/")

    public let name = "TMDB"
    private let client: TMDBClient
    private let imageBaseURL: URL
    private let download: ImageDownload

    /// A source asking TMDB as `configuration` says, for images on `imageBaseURL`.
    public init(
        configuration: TMDBConfiguration, imageBaseURL: URL = defaultImageBaseURL, http: any HTTPClient, limit: Int = CheckedImage.defaultLimit
    ) {
        client = TMDBClient(configuration: configuration, http: http)
        self.imageBaseURL = imageBaseURL
        download = ImageDownload(http: http, source: "TMDB", limit: limit, timeout: configuration.timeout, configuredHost: imageBaseURL.host)
    }

    public func mayKnow(_ subject: PosterSubject) -> Bool {
        subject.kind == .episode ? ArtworkID(subject.id)?.imdb != nil : ArtworkID(subject.id) != nil
    }

    public func poster(of subject: PosterSubject) async throws(ArtworkError) -> ArtworkImages? {
        guard let id = ArtworkID(subject.id), let path = try await posterPath(of: id, kind: subject.kind) else { return nil }
        let (small, large) = subject.kind == .episode ? ("w185", "w300") : ("w154", "w342")
        return ArtworkImages(
            image: try await download.image(at: imageBaseURL.appendingPathComponent(small).appendingPathComponent(path)),
            large: try await download.image(at: imageBaseURL.appendingPathComponent(large).appendingPathComponent(path))
        )
    }

    /// The title's `poster_path` (`/ggFHVNu6YYI5L9pCfOacjizRGt.jpg`), or the episode's
    /// `still_path`, if TMDB has one.
    private func posterPath(of id: ArtworkID, kind: PosterSubject.Kind) async throws(ArtworkError) -> String? {
        switch id {
        case .imdb(let imdb):
            guard let body = try await body(of: "find/\(imdb)", query: [URLQueryItem(name: "external_source", value: "imdb_id")]) else { return nil }
            let found = try decode(Found.self, from: body)
            let path: String? = switch kind {
            case .film: found.movieResults?.lazy.compactMap(\.posterPath).first
            case .series: found.tvResults?.lazy.compactMap(\.posterPath).first
            case .episode: found.episodeResults?.lazy.compactMap(\.stillPath).first
            }
            return path.flatMap(Self.checked)
        case .tmdb where kind == .episode:
            return nil
        case .tmdb(let number):
            guard let body = try await body(of: (kind == .film ? "movie/" : "tv/") + String(number), query: []) else { return nil }
            return try decode(Titled.self, from: body).posterPath.flatMap(Self.checked)
        }
    }

    private func body(of path: String, query: [URLQueryItem]) async throws(ArtworkError) -> Data? {
        do {
            switch try await client.get(path, query: query) {
            case .found(let body): return body
            case .notFound: return nil
            }
        } catch {
            throw .unavailable(source: name, reason: error.description)
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, from body: Data) throws(ArtworkError) -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw .garbled(source: name)
        }
    }

    /// A poster path as TMDB gives them, one segment of letters, digits, `_`, `-` and one
    /// extension: anything else is not sent on to the image server.
    static func checked(_ path: String) -> String? {
        let name = path.hasPrefix("/") ? path.dropFirst() : Substring(path)
        guard !name.isEmpty, name.count <= 100, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) }),
              name.filter({ $0 == "." }).count == 1, !name.hasPrefix(".") else { return nil }
        return String(name)
    }

    private struct Titled: Decodable {
        let posterPath: String?
        enum CodingKeys: String, CodingKey { case posterPath = "poster_path" }
    }

    private struct Still: Decodable {
        let stillPath: String?
        enum CodingKeys: String, CodingKey { case stillPath = "still_path" }
    }

    private struct Found: Decodable {
        let movieResults: [Titled]?
        let tvResults: [Titled]?
        let episodeResults: [Still]?
        enum CodingKeys: String, CodingKey {
            case movieResults = "movie_results"
            case tvResults = "tv_results"
            case episodeResults = "tv_episode_results"
        }
    }
}
