import Foundation
import Networking
import WebUI

/// Series' posters and episodes' stills from TVmaze, which needs no key: the show found by its
/// IMDb id (`/lookup/shows?imdb=`) and its `image`'s `medium` (210 × 295) and `original`
/// sizes; an episode's from the show's episode list (`/shows/{id}/episodes`, each `image`
/// 250 × 140), read once for all the episodes of a show. Films, and series without an IMDb
/// id, are not asked.
public struct TVmazeArtwork: ArtworkSource {
    /// The environment variable the calendar reads too, for another base address.
    public static let baseURLVariable = "TVMAZE_BASE_URL"
    /// TVmaze's own address.
    public static let defaultBaseURL = URL(string: "https://api.tvmaze.com") ?? URL(fileURLWithPath: "/")

    public let name = "TVmaze"
    private let baseURL: URL
    private let http: any HTTPClient
    private let download: ImageDownload
    private let episodeLists = EpisodeStillLists()

    /// A source asking TVmaze at `baseURL` over `http`.
    public init(baseURL: URL = defaultBaseURL, http: any HTTPClient, timeout: Duration = .seconds(10), limit: Int = CheckedImage.defaultLimit) {
        self.baseURL = baseURL
        self.http = http
        download = ImageDownload(http: http, source: "TVmaze", limit: limit, timeout: timeout)
    }

    public func mayKnow(_ subject: PosterSubject) -> Bool {
        ArtworkID(subject.place?.seriesID ?? subject.id)?.imdb != nil && subject.kind != .film
    }

    public func poster(of subject: PosterSubject) async throws(ArtworkError) -> ArtworkImages? {
        switch subject.kind {
        case .film:
            return nil
        case .series:
            guard let imdb = ArtworkID(subject.id)?.imdb, let show = try await show(imdb) else { return nil }
            return try await images(show.image)
        case .episode:
            guard let place = subject.place, let imdb = ArtworkID(place.seriesID)?.imdb else { return nil }
            return try await images(try await stills(ofSeries: imdb)[EpisodeStillLists.Place(season: place.season, number: place.number)])
        }
    }

    /// The stills of the episodes of the series `imdb`, by place, from the lists read lately
    /// or else from TVmaze.
    private func stills(ofSeries imdb: String) async throws(ArtworkError) -> [EpisodeStillLists.Place: Image] {
        if let kept = episodeLists.stills(ofSeries: imdb) { return kept }
        guard let show = try await show(imdb), let id = show.id else {
            episodeLists.keep([:], ofSeries: imdb)
            return [:]
        }
        let url = baseURL.appendingPathComponent("shows").appendingPathComponent(String(id)).appendingPathComponent("episodes")
        guard let body = try await json(at: url) else { return [:] }
        guard let episodes = try? JSONDecoder().decode([Episode].self, from: body) else { throw .garbled(source: name) }
        var stills: [EpisodeStillLists.Place: Image] = [:]
        for episode in episodes {
            guard let season = episode.season, let number = episode.number, let image = episode.image else { continue }
            stills[EpisodeStillLists.Place(season: season, number: number)] = image
        }
        episodeLists.keep(stills, ofSeries: imdb)
        return stills
    }

    /// The show TVmaze has for the IMDb id `imdb`, if any.
    private func show(_ imdb: String) async throws(ArtworkError) -> Show? {
        var components = URLComponents(url: baseURL.appendingPathComponent("lookup/shows"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "imdb", value: imdb)]
        guard let url = components?.url, let body = try await json(at: url) else { return nil }
        guard let show = try? JSONDecoder().decode(Show.self, from: body) else { throw .garbled(source: name) }
        return show
    }

    /// The body of a JSON answer from `url`; `nil` for a 404.
    private func json(at url: URL) async throws(ArtworkError) -> Data? {
        let response: HTTPResponse
        do {
            response = try await http.send(HTTPRequest(url: url, headers: ["Accept": "application/json"], timeout: download.timeout))
        } catch {
            throw .unavailable(source: name, reason: error.description)
        }
        if response.statusCode == 404 { return nil }
        guard response.statusCode == 200 else { throw .unavailable(source: name, reason: "HTTP \(response.statusCode)") }
        return response.body
    }

    /// The sizes `image` names, downloaded; `nil` when there is none.
    private func images(_ image: Image?) async throws(ArtworkError) -> ArtworkImages? {
        guard let medium = image?.medium.flatMap(URL.init(string:)) else { return nil }
        let large = image?.original.flatMap(URL.init(string:))
        return ArtworkImages(image: try await download.image(at: medium), large: try await large.asyncMap { url throws(ArtworkError) in try await download.image(at: url) })
    }

    /// An image as TVmaze names its sizes.
    struct Image: Decodable, Sendable {
        let medium: String?
        let original: String?
    }

    /// The part of TVmaze's show that is read.
    private struct Show: Decodable {
        let id: Int?
        let image: Image?
    }

    /// The part of an episode of TVmaze's list that is read.
    private struct Episode: Decodable {
        let season: Int?
        let number: Int?
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
