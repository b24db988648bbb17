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

    /// The first day asked for: before any show the source lists.
    static let firstDay = CalendarDay(parsing: "1900-01-01")

    public func episodes(of id: TitleID, airedBy day: CalendarDay) async throws -> [Episode] {
        guard let first = Self.firstDay else { return [] }
        return try await store.episodes(of: [id], from: first, through: day).compactMap { stored in
            let episode = stored.episode
            guard let number = episode.number else { return nil }
            return Episode(
                seriesID: id, id: nil, season: episode.season, number: number, title: episode.title, year: episode.airDate?.year,
                runtimeMinutes: episode.runtimeMinutes
            )
        }
    }
}
