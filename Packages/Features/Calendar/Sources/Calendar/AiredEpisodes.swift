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

    public func episodes(of id: TitleID, airedBy day: CalendarDay) async throws -> [Episode] {
        try await store.episodes(of: id, airedBy: day).compactMap { episode in
            guard let number = episode.number else { return nil }
            return Episode(
                seriesID: id, id: nil, season: episode.season, number: number, title: episode.title, year: episode.airDate?.year,
                runtimeMinutes: episode.runtimeMinutes
            )
        }
    }
}
