import Foundation
import Networking
import TVmaze
import WebUI

/// Series' posters and episodes' stills from TVmaze, which needs no key: the show found by its
/// IMDb id (`/lookup/shows?imdb=`) and its `image`'s `medium` (210 × 295) and `original`
/// sizes; an episode's from the show's episode list (`/shows/{id}/episodes`, each `image`
/// 250 × 140), read once for all the episodes of a show. Films, and series without an IMDb
/// id, are not asked.
public struct TVmazeArtwork: ArtworkSource {
    public let name = "TVmaze"
    private let client: TVmazeClient
    private let download: ImageDownload
    private let episodeLists = EpisodeStillLists()

    /// A source asking TVmaze at `baseURL` over `http`, once a request: a poster the page
    /// cannot show now is asked for again later.
    public init(
        baseURL: URL = TVmazeConfiguration.defaultBaseURL, http: any HTTPClient, timeout: Duration = .seconds(10), limit: Int = CheckedImage.defaultLimit
    ) {
        let once = RetryPolicy(maxAttempts: 1, initialBackoff: .zero, longestRetryAfter: .zero)
        client = TVmazeClient(configuration: TVmazeConfiguration(baseURL: baseURL, timeout: timeout, retry: once), http: http)
        download = ImageDownload(http: http, source: "TVmaze", limit: limit, timeout: timeout, configuredHost: baseURL.host)
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
    private func stills(ofSeries imdb: String) async throws(ArtworkError) -> [EpisodeStillLists.Place: TVmazeImage] {
        if let kept = episodeLists.stills(ofSeries: imdb) { return kept }
        guard let show = try await show(imdb) else {
            episodeLists.keep([:], ofSeries: imdb)
            return [:]
        }
        let episodes: [TVmazeEpisode]
        do {
            episodes = try await client.episodes(ofShow: show.id)
        } catch {
            throw Self.artworkError(error)
        }
        var stills: [EpisodeStillLists.Place: TVmazeImage] = [:]
        for episode in episodes {
            guard let number = episode.number, let image = episode.image else { continue }
            stills[EpisodeStillLists.Place(season: episode.season, number: number)] = image
        }
        episodeLists.keep(stills, ofSeries: imdb)
        return stills
    }

    /// The show TVmaze has for the IMDb id `imdb`, if any.
    private func show(_ imdb: String) async throws(ArtworkError) -> TVmazeShow? {
        do {
            return try await client.show(imdbID: imdb)
        } catch {
            throw Self.artworkError(error)
        }
    }

    private static func artworkError(_ error: TVmazeError) -> ArtworkError {
        switch error {
        case .unavailable(let reason, _): .unavailable(source: "TVmaze", reason: reason)
        case .invalidResponse: .garbled(source: "TVmaze")
        }
    }

    /// The sizes `image` names, downloaded; `nil` when there is none.
    private func images(_ image: TVmazeImage?) async throws(ArtworkError) -> ArtworkImages? {
        guard let medium = image?.medium.flatMap(URL.init(string:)) else { return nil }
        let large = image?.original.flatMap(URL.init(string:))
        return ArtworkImages(image: try await download.image(at: medium), large: try await large.asyncMap { url throws(ArtworkError) in try await download.image(at: url) })
    }
}

extension Optional {
    /// `transform` of the value, if any, awaited.
    func asyncMap<T>(_ transform: (Wrapped) async throws(ArtworkError) -> T) async throws(ArtworkError) -> T? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
