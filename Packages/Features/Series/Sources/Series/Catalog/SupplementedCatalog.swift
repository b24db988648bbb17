import Foundation
import SeriesInterface
import WatchlistInterface

/// A catalog with the aired episodes that other features know of and it lacks (``EpisodeSupplement``):
/// a series' details, outline and episodes by place gain them, at the places the catalog
/// leaves empty. Searching and an episode's own id are the catalog's alone, as a supplied
/// episode has no IMDb id yet.
public struct SupplementedCatalog: SeriesCatalog {
    private let catalog: any SeriesCatalog
    private let supplements: [any EpisodeSupplement]
    private let now: @Sendable () -> Date

    /// `catalog` with what `supplements` know that aired by today (by `now`); `catalog` alone
    /// when there are none.
    public static func wrapping(
        _ catalog: any SeriesCatalog, with supplements: [any EpisodeSupplement], now: @escaping @Sendable () -> Date = Date.init
    ) -> any SeriesCatalog {
        supplements.isEmpty ? catalog : SupplementedCatalog(catalog: catalog, supplements: supplements, now: now)
    }

    public func search(_ text: String, limit: Int) async throws -> [Series] {
        try await catalog.search(text, limit: limit)
    }

    public func series(withWordsOf title: String) async throws -> [Series] {
        try await catalog.series(withWordsOf: title)
    }

    public func series(_ id: TitleID) async throws -> Series? {
        try await catalog.series(id)
    }

    public func episode(_ id: TitleID) async throws -> Episode? {
        try await catalog.episode(id)
    }

    public func details(of id: TitleID) async throws -> SeriesDetails? {
        guard let details = try await catalog.details(of: id) else { return nil }
        // The places are only gathered when a supplement has episodes: for a series of
        // 10,000 that set was 2% of `show` (perf).
        let supplied = try await supplied(of: [id])[id, default: [:]]
        guard !supplied.isEmpty else { return details }
        let places = Set(details.episodes.compactMap(Self.place(of:)))
        let missing = supplied.filter { !places.contains($0.key) }
        guard !missing.isEmpty else { return details }
        return SeriesDetails(series: details.series, episodes: details.episodes + missing.values)
    }

    public func outline(of id: TitleID) async throws -> SeriesOutline? {
        try await outlines(of: [id])[id]
    }

    /// The catalog's outlines, then one question to each supplement for all of them.
    public func outlines(of ids: [TitleID]) async throws -> [TitleID: SeriesOutline] {
        var outlines = try await catalog.outlines(of: ids)
        let supplied = try await supplied(of: Array(outlines.keys))
        for (id, outline) in outlines {
            let places = Set(outline.regular)
            let missing = supplied[id, default: [:]].keys.filter { $0.season > 0 && !places.contains($0) }
            guard !missing.isEmpty else { continue }
            outlines[id] = SeriesOutline(series: outline.series, regular: (outline.regular + missing).sorted())
        }
        return outlines
    }

    public func episode(of id: TitleID, at place: EpisodeNumber) async throws -> Episode? {
        if let episode = try await catalog.episode(of: id, at: place) { return episode }
        return try await supplied(of: [id])[id]?[place]
    }

    /// What the supplements know of the series `ids` that aired by today, by series and place;
    /// the first supplement's episode where two know the same place.
    private func supplied(of ids: [TitleID]) async throws -> [TitleID: [EpisodeNumber: Episode]] {
        guard !ids.isEmpty else { return [:] }
        let today = CalendarDay(containing: now())
        var answer: [TitleID: [EpisodeNumber: Episode]] = [:]
        for supplement in supplements {
            for (id, episodes) in try await supplement.episodes(of: ids, airedBy: today) {
                for episode in episodes {
                    guard let place = Self.place(of: episode), answer[id]?[place] == nil else { continue }
                    answer[id, default: [:]][place] = episode
                }
            }
        }
        return answer
    }

    private static func place(of episode: Episode) -> EpisodeNumber? {
        guard let season = episode.season, let number = episode.number else { return nil }
        return EpisodeNumber(season: season, number: number)
    }
}
