import CalendarPorts
import SeriesInterface
import WatchlistInterface

/// The Calendar feature's part in the Series feature's ``EpisodeSupplement``: the episodes
/// the source listed that have aired, from the air dates kept, so that one the IMDb catalog
/// lacks yet can be marked watched (and counted) by its show and numbers.
public struct AiredEpisodes: EpisodeSupplement {
    private let store: any AirDateStore

    /// The episodes kept in `store`.
    public init(store: any AirDateStore) {
        self.store = store
    }

    public func episodes(of ids: [TitleID], airedBy day: CalendarDay) async throws -> [TitleID: [Episode]] {
        var found: [TitleID: [Episode]] = [:]
        for (id, kept) in try await store.episodes(of: ids, airedBy: day) {
            let numbered = kept.compactMap { episode in
                episode.number.map { number in
                    Episode(
                        seriesID: id, id: nil, season: episode.season, number: number, title: episode.title, year: episode.airDate?.year,
                        runtimeMinutes: episode.runtimeMinutes
                    )
                }
            }
            if !numbered.isEmpty { found[id] = numbered }
        }
        return found
    }
}
