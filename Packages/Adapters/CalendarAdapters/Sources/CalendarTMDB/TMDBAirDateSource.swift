import CalendarInterface
import CalendarPorts
import Foundation
import Networking
import TMDB
import WatchlistInterface

/// Air dates from TMDB's API v3, for shows TVmaze does not know (``FallbackAirDateSource``
/// asks it second): a show by its IMDb id (`/find/{imdb_id}`), its seasons with their
/// episodes twenty at a time (`/tv/{id}?append_to_response=season/N,…`), and the shows changed
/// in the last 14 days (`/tv/changes`). TMDB gives a day for each episode and no time, so its
/// episodes are all-day events. Failures are `CalendarError.sourceUnavailable` with a remedy.
public struct TMDBAirDateSource: AirDateSource {
    private let client: TMDBRequests
    private let now: @Sendable () -> Date

    /// The longest span `/tv/changes` lists at once, which TMDB documents as 14 days.
    static let longestChanges: TimeInterval = 14 * 24 * 3600
    /// The most items TMDB appends to one request.
    static let longestAppend = 20
    /// The most pages of changes read; TMDB lists 100 shows a page.
    static let mostChangePages = 50

    /// A source asking where `configuration` says, over `http`; `now` tells how far back
    /// ``changes(since:)`` may look.
    public init(configuration: TMDBConfiguration, http: any HTTPClient, now: @escaping @Sendable () -> Date = Date.init) {
        client = TMDBRequests(configuration: configuration, http: http)
        self.now = now
    }

    public let name = "TMDB"

    public func show(imdbID: String) async throws -> SourceSeries? {
        let path = "find/\(imdbID)"
        guard let data = try await client.get(path, query: [URLQueryItem(name: "external_source", value: "imdb_id")]) else { return nil }
        guard let id = try client.decode(TMDBFound.self, from: data, path: path).tv_results.first?.id else { return nil }
        guard let show = try await details(of: String(id), seasons: []) else { return nil }
        return SourceSeries(id: String(show.id), name: show.name, network: show.networks?.first?.name, updated: now())
    }

    /// Every season's episodes, specials (season 0) under the latest season that began by
    /// their day, as TVmaze lists them.
    public func episodes(ofShow id: String) async throws -> [SourceEpisode] {
        guard let outline = try await details(of: id, seasons: []) else { return [] }
        let summaries = outline.seasons ?? []
        var episodes: [TMDBShowDocuments.Episode] = []
        let numbers = summaries.map(\.season_number)
        for start in stride(from: 0, to: numbers.count, by: Self.longestAppend) {
            let chunk = Array(numbers[start..<min(start + Self.longestAppend, numbers.count)])
            guard let show = try await details(of: id, seasons: chunk) else { return [] }
            episodes += chunk.flatMap { show.appended["season/\($0)"]?.episodes ?? [] }
        }
        let starts = summaries.filter { $0.season_number > 0 }.compactMap { summary in
            summary.air_date.flatMap { CalendarDay(parsing: $0) }.map { (season: summary.season_number, day: $0) }
        }
        return episodes.map { episode in
            let day = episode.air_date.flatMap { CalendarDay(parsing: $0) }
            let special = episode.season_number == 0
            let season = special ? Self.season(airing: day, starts: starts) : episode.season_number
            return SourceEpisode(
                id: String(episode.id), season: season, number: special ? nil : episode.episode_number, title: episode.name ?? "", airDate: day,
                airTime: nil, runtimeMinutes: episode.runtime
            )
        }
    }

    /// The shows changed since `date`, each at the moment asked (TMDB says which, not when);
    /// nil when `date` is further back than TMDB lists.
    public func changes(since date: Date) async throws -> [String: Date]? {
        let moment = now()
        guard moment.timeIntervalSince(date) < Self.longestChanges else { return nil }
        let start = CalendarDay(containing: date, in: TimeZone(identifier: "UTC") ?? .current)
        var changed: [String: Date] = [:]
        var page = 1
        while page <= Self.mostChangePages {
            let query = [URLQueryItem(name: "start_date", value: start.description), URLQueryItem(name: "page", value: String(page))]
            guard let data = try await client.get("tv/changes", query: query) else { return nil }
            let list = try client.decode(TMDBShowDocuments.Changes.self, from: data, path: "/tv/changes")
            for result in list.results { changed[String(result.id)] = moment }
            guard list.page < list.total_pages else { return changed }
            page += 1
        }
        return nil
    }

    /// The season whose first day is the latest on or before `day`; season 0 when none is.
    static func season(airing day: CalendarDay?, starts: [(season: Int, day: CalendarDay)]) -> Int {
        guard let day else { return 0 }
        return starts.filter { $0.day <= day }.max { $0.day < $1.day }?.season ?? 0
    }

    private func details(of id: String, seasons: [Int]) async throws -> TMDBShowDocuments.Show? {
        let path = "tv/\(id)"
        let query = seasons.isEmpty ? [] : [URLQueryItem(name: "append_to_response", value: seasons.map { "season/\($0)" }.joined(separator: ","))]
        guard let data = try await client.get(path, query: query) else { return nil }
        return try client.decode(TMDBShowDocuments.Show.self, from: data, path: "/" + path)
    }
}
