import Foundation
import Networking
import WebUI

/// Series' posters from TVmaze, which needs no key: the show found by its IMDb id
/// (`/lookup/shows?imdb=`), and its `image`'s `medium` (210 × 295) and `original` sizes.
/// Films, and series without an IMDb id, are not asked.
public struct TVmazeArtwork: ArtworkSource {
    /// The environment variable the calendar reads too, for another base address.
    public static let baseURLVariable = "TVMAZE_BASE_URL"
    /// TVmaze's own address.
    public static let defaultBaseURL = URL(string: "https://api.tvmaze.com") ?? URL(fileURLWithPath: "/")

    public let name = "TVmaze"
    private let baseURL: URL
    private let http: any HTTPClient
    private let download: ImageDownload

    /// A source asking TVmaze at `baseURL` over `http`.
    public init(baseURL: URL = defaultBaseURL, http: any HTTPClient, timeout: Duration = .seconds(10), limit: Int = CheckedImage.defaultLimit) {
        self.baseURL = baseURL
        self.http = http
        download = ImageDownload(http: http, source: "TVmaze", limit: limit, timeout: timeout)
    }

    public func poster(of subject: PosterSubject) async throws(ArtworkError) -> ArtworkImages? {
        guard subject.kind == .series, let imdb = ArtworkID(subject.id)?.imdb else { return nil }
        var components = URLComponents(url: baseURL.appendingPathComponent("lookup/shows"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "imdb", value: imdb)]
        guard let url = components?.url else { return nil }
        let response: HTTPResponse
        do {
            response = try await http.send(HTTPRequest(url: url, headers: ["Accept": "application/json"], timeout: download.timeout))
        } catch {
            throw .unavailable(source: name, reason: error.description)
        }
        if response.statusCode == 404 { return nil }
        guard response.statusCode == 200 else { throw .unavailable(source: name, reason: "HTTP \(response.statusCode)") }
        guard let show = try? JSONDecoder().decode(Show.self, from: response.body) else { throw .garbled(source: name) }
        guard let medium = show.image?.medium.flatMap(URL.init(string:)) else { return nil }
        let large = show.image?.original.flatMap(URL.init(string:))
        return ArtworkImages(image: try await download.image(at: medium), large: try await large.asyncMap { url throws(ArtworkError) in try await download.image(at: url) })
    }

    /// The part of TVmaze's show the poster is in.
    private struct Show: Decodable {
        struct Image: Decodable {
            let medium: String?
            let original: String?
        }

        let image: Image?
    }
}

extension Optional {
    /// `transform` of the value, if any, awaited.
    func asyncMap<T>(_ transform: (Wrapped) async throws(ArtworkError) -> T) async throws(ArtworkError) -> T? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
