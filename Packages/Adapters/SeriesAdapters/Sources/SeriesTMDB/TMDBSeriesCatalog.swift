import Foundation
import Networking
import SeriesInterface
import Synchronization
import TMDB

/// ``SeriesCatalog`` on TMDB's API v3: `search/tv`, `find/{imdb_id}`, `tv/{id}` with its
/// external ids, and `tv/{id}/season/{n}`.
///
/// Series are known by IMDb's ids here as everywhere in Watchlist, so follows and viewings
/// mean the same show whichever catalog made them: a show TMDB has no IMDb id for is left out
/// of searches. Episodes carry no ids of their own (TMDB gives them one request each), but an
/// episode named by its IMDb id is found through `find`. Failures are ``TMDBError``s.
///
/// A show read once is kept for the life of the catalog: Up Next asks for each followed show's
/// outline and then its next episode, and a command runs for seconds at most.
public final class TMDBSeriesCatalog: SeriesCatalog {
    private let client: TMDBClient
    private let kept = Mutex<[TitleID: SeriesDetails]>([:])

    /// The catalog at `configuration`'s address, over `http`.
    public init(configuration: TMDBConfiguration, http: any HTTPClient) {
        client = TMDBClient(configuration: configuration, http: http)
    }

    /// TMDB's search of the title, whose first results hold a whole title that matches.
    public func series(withWordsOf title: String) async throws -> [Series] {
        try await search(title, limit: 20)
    }

    public func search(_ text: String, limit: Int) async throws -> [Series] {
        let words = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !words.isEmpty, limit > 0 else { return [] }
        let path = "search/tv"
        guard case .found(let data) = try await client.get(path, query: [URLQueryItem(name: "query", value: words)]) else { return [] }
        let ids = try client.decode(TMDBSeriesResponses.SearchPage.self, from: data, path: path).results.prefix(limit).map(\.id)
        // Each result's IMDb id takes a request of its own: they are sent together, and the
        // results kept in TMDB's order.
        return try await withThrowingTaskGroup(of: (Int, Series?).self) { group in
            for (position, id) in ids.enumerated() {
                group.addTask { (position, try await self.show(id)?.series) }
            }
            var found: [(Int, Series?)] = []
            for try await result in group { found.append(result) }
            return found.sorted { $0.0 < $1.0 }.compactMap(\.1)
        }
    }

    public func details(of id: TitleID) async throws -> SeriesDetails? {
        if let known = kept.withLock({ $0[id] }) { return known }
        guard let tmdbID = try await find(id)?.tv_results.first?.id, let (series, show) = try await self.show(tmdbID) else { return nil }
        let numbers = (show.seasons ?? []).filter { ($0.episode_count ?? 1) > 0 }.map(\.season_number)
        let seasons = try await withThrowingTaskGroup(of: [TMDBSeriesResponses.EpisodeRecord].self) { group in
            for number in numbers {
                group.addTask { try await self.season(number, of: tmdbID) }
            }
            var records: [TMDBSeriesResponses.EpisodeRecord] = []
            for try await season in group { records += season }
            return records
        }
        let named = Series(id: id, title: series.title, startYear: series.startYear, endYear: series.endYear, kind: series.kind)
        let details = SeriesDetails(series: named, episodes: seasons.map { Self.episode($0, of: id, id: nil) })
        kept.withLock { $0[id] = details }
        return details
    }

    public func episode(_ id: TitleID) async throws -> Episode? {
        guard let record = try await find(id)?.tv_episode_results.first, let showID = record.show_id,
              let (series, _) = try await show(showID) else { return nil }
        return Self.episode(record, of: series.id, id: id)
    }

    public func series(_ id: TitleID) async throws -> Series? {
        try await details(of: id)?.series
    }

    public func outline(of id: TitleID) async throws -> SeriesOutline? {
        try await details(of: id)?.outline
    }

    public func episode(of id: TitleID, at place: EpisodeNumber) async throws -> Episode? {
        try await details(of: id)?.episode(at: place)
    }

    /// `find/{imdb_id}`: TMDB's series or episode of an IMDb id.
    private func find(_ id: TitleID) async throws -> TMDBSeriesResponses.FindResults? {
        let path = "find/\(id.imdb)"
        guard case .found(let data) = try await client.get(path, query: [URLQueryItem(name: "external_source", value: "imdb_id")]) else { return nil }
        return try client.decode(TMDBSeriesResponses.FindResults.self, from: data, path: path)
    }

    /// `tv/{id}` with its external ids: the series, when TMDB has its IMDb id.
    private func show(_ tmdbID: Int) async throws -> (series: Series, show: TMDBSeriesResponses.Show)? {
        let path = "tv/\(tmdbID)"
        guard case .found(let data) = try await client.get(path, query: [URLQueryItem(name: "append_to_response", value: "external_ids")]) else { return nil }
        let show = try client.decode(TMDBSeriesResponses.Show.self, from: data, path: path)
        guard let imdb = show.external_ids?.imdb_id, let id = TitleID(parsing: imdb) else { return nil }
        let ended = ["Ended", "Canceled"].contains(show.status ?? "")
        let series = Series(
            id: id, title: show.name, startYear: TMDBDate.year(of: show.first_air_date),
            endYear: ended ? TMDBDate.year(of: show.last_air_date) : nil, kind: show.type == "Miniseries" ? .miniSeries : .series
        )
        return (series, show)
    }

    /// `tv/{id}/season/{number}`'s episodes; none when TMDB lists the season but has none.
    private func season(_ number: Int, of tmdbID: Int) async throws -> [TMDBSeriesResponses.EpisodeRecord] {
        let path = "tv/\(tmdbID)/season/\(number)"
        guard case .found(let data) = try await client.get(path) else { return [] }
        return try client.decode(TMDBSeriesResponses.Season.self, from: data, path: path).episodes
    }

    private static func episode(_ record: TMDBSeriesResponses.EpisodeRecord, of series: TitleID, id: TitleID?) -> Episode {
        Episode(
            seriesID: series, id: id, season: record.season_number, number: record.episode_number,
            title: record.name.flatMap { $0.isEmpty ? nil : $0 } ?? "Episode \(record.episode_number)",
            year: TMDBDate.year(of: record.air_date), runtimeMinutes: record.runtime.flatMap { $0 > 0 ? $0 : nil }
        )
    }
}
