import CalendarPorts
import Foundation
import SeriesInterface
import Synchronization
import WatchlistInterface

/// An ``AirDateStore`` in memory, for tests and the dev app.
public final class InMemoryAirDateStore: AirDateStore {
    private struct Kept {
        var lookup: SeriesLookup
        var episodes: [SourceEpisode]
    }

    private let kept = Mutex<[TitleID: Kept]>([:])

    /// An empty store.
    public init() {}

    public func lookups(of ids: [TitleID]) -> [TitleID: SeriesLookup] {
        kept.withLock { kept in
            Dictionary(ids.compactMap { id in kept[id].map { (id, $0.lookup) } }, uniquingKeysWith: { first, _ in first })
        }
    }

    public func keepUnknown(_ id: TitleID, at date: Date) {
        kept.withLock { $0[id] = Kept(lookup: SeriesLookup(show: nil, fetchedAt: date), episodes: []) }
    }

    public func keep(_ show: SourceSeries, episodes: [SourceEpisode], for id: TitleID, at date: Date) {
        kept.withLock { $0[id] = Kept(lookup: SeriesLookup(show: show, fetchedAt: date), episodes: episodes) }
    }

    public func episodes(of ids: [TitleID], airedBy day: CalendarDay) -> [TitleID: [SourceEpisode]] {
        kept.withLock { kept in
            var found: [TitleID: [SourceEpisode]] = [:]
            for id in Set(ids) {
                let aired = (kept[id]?.episodes ?? []).filter { $0.airDate.map { $0 <= day } ?? false }
                    .sorted { ($0.season, $0.number ?? Int.max, $0.id) < ($1.season, $1.number ?? Int.max, $1.id) }
                if !aired.isEmpty { found[id] = aired }
            }
            return found
        }
    }

    public func episodes(of ids: [TitleID], from: CalendarDay, through: CalendarDay) -> [StoredEpisode] {
        kept.withLock { kept in
            ids.flatMap { id -> [StoredEpisode] in
                guard let entry = kept[id], let show = entry.lookup.show else { return [] }
                return entry.episodes.filter { $0.airDate.map { from <= $0 && $0 <= through } ?? false }
                    .map { StoredEpisode(showID: id, show: show, episode: $0) }
            }
            .sorted { ($0.episode.airDate ?? from, $0.episode.id) < ($1.episode.airDate ?? from, $1.episode.id) }
        }
    }
}
