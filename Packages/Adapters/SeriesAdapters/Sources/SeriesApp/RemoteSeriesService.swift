import APIContract
import AuthInterface
import Foundation
import Networking
import RemoteClient
import SeriesAPI
import SeriesInterface
import WatchlistInterface

/// ``SeriesService`` on a `watchlist-server`, as the session's profile: the same calls as the
/// local service, each one request to `/v1` (`series`, `following`, `next`, `history/episodes`,
/// `export/series`, `import/series`). The server's catalog decides what a text names.
public struct RemoteSeriesService: SeriesService {
    private let client: APIClient

    /// The series of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        client = APIClient(session: session, http: http, timeout: timeout)
    }

    public func search(_ text: String, limit: Int) async throws -> [Series] {
        let query = [URLQueryItem(name: "query", value: text), URLQueryItem(name: "limit", value: String(min(max(limit, 1), 100)))]
        return try await client.send("GET", "v1/series", query: query, as: [SeriesSummaryDocument].self).map { try $0.series() }
    }

    public func show(_ reference: String) async throws -> (details: SeriesDetails, viewings: [EpisodeViewing], rating: SeriesRating?) {
        try await client.send("GET", "v1/series/\(Self.segment(reference))", as: SeriesDetailsDocument.self).details()
    }

    public func follow(_ reference: String) async throws -> (series: Series, followed: Bool) {
        let answer = try await client.send("PUT", "v1/following/\(Self.segment(reference))")
        let series = try client.decode(SeriesSummaryDocument.self, from: answer.body, answering: "PUT /v1/following").series()
        return (series, answer.status == 201)
    }

    public func unfollow(_ reference: String, forgettingViewings: Bool) async throws -> (series: Series, removedViewings: Int) {
        let query = forgettingViewings ? [URLQueryItem(name: "forgetViewings", value: "true")] : []
        let answer = try await client.send("DELETE", "v1/following/\(Self.segment(reference))", query: query, as: UnfollowedDocument.self)
        return (try answer.series.series(), answer.removedViewings)
    }

    public func rate(_ reference: String, rating: Int, on day: CalendarDay?) async throws -> (series: Series, rating: SeriesRating) {
        try await client.send(
            "PUT", "v1/series/\(Self.segment(reference))/rating", body: NewSeriesRatingDocument(rating: rating, on: day), as: SeriesRatingDocument.self
        ).rated()
    }

    public func removeRating(_ reference: String) async throws -> (series: Series, removed: Bool) {
        let answer = try await client.send("DELETE", "v1/series/\(Self.segment(reference))/rating", as: RemovedSeriesRatingDocument.self)
        return (try answer.series.series(), answer.removed)
    }

    public func markWatched(_ reference: String, _ selection: EpisodeSelection?, on day: CalendarDay?, rating: Int?) async throws -> [EpisodeViewing] {
        try await client.send(
            "POST", "v1/series/\(Self.segment(reference))/viewings", body: NewEpisodeViewingsDocument(selection, on: day, rating: rating),
            as: [EpisodeViewingDocument].self
        ).map { try $0.viewing() }
    }

    public func upNext() async throws -> [UpNextItem] {
        try await client.send("GET", "v1/next", as: [UpNextDocument].self).map { try $0.item() }
    }

    public func followed() async throws -> [SeriesProgress] {
        try await client.send("GET", "v1/following", as: [SeriesProgressDocument].self).map { try $0.progress() }
    }

    public func followedWithWatched() async throws -> [(series: Series, watched: Set<EpisodeNumber>)] {
        let viewings = try await history()
        return try await followed().map { progress in
            let places = viewings.filter { $0.seriesID == progress.series.id }.compactMap { viewing in
                viewing.season.flatMap { season in viewing.episode.map { EpisodeNumber(season: season, number: $0) } }
            }
            return (progress.series, Set(places))
        }
    }

    public func history() async throws -> [EpisodeViewing] {
        try await client.send("GET", "v1/history/episodes", as: [EpisodeViewingDocument].self).map { try $0.viewing() }
    }

    public func archive() async throws -> [ArchivedSeries] {
        try await client.send("GET", "v1/export/series", as: [ArchivedSeriesDocument].self).map { try $0.archived() }
    }

    public func restore(_ archived: [ArchivedSeries], dryRun: Bool) async throws -> SeriesRestore {
        let query = dryRun ? [URLQueryItem(name: "dryRun", value: "true")] : []
        return try await client.send("POST", "v1/import/series", query: query, body: archived.map(ArchivedSeriesDocument.init), as: SeriesRestoreDocument.self)
            .restore()
    }

    public func takeBack(_ added: [ArchivedSeries], dryRun: Bool) async throws -> SeriesTakeBack {
        let query = dryRun ? [URLQueryItem(name: "dryRun", value: "true")] : []
        return try await client.send("POST", "v1/import/series/undo", query: query, body: added.map(ArchivedSeriesDocument.init), as: SeriesTakeBackDocument.self)
            .takeBack
    }

    /// `reference` as one path segment: a title may hold a slash or a question mark, which
    /// `URL.appending(path:)` would read as the path's or the query's.
    private static func segment(_ reference: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#;%")
        return reference.addingPercentEncoding(withAllowedCharacters: allowed) ?? reference
    }
}
