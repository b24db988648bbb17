import CalendarPorts
import SeriesInterface

/// ``TrackedSeries`` from the Series feature's service: what `watchlist` and the server use.
public struct SeriesServiceTracking: TrackedSeries {
    private let series: any SeriesService

    /// What `series` says the signed-in profile follows and watched.
    public init(_ series: any SeriesService) {
        self.series = series
    }

    public func followed() async throws -> [Series] {
        try await series.followed().map(\.series)
    }

    public func watched() async throws -> Set<WatchedPlace> {
        Self.places(of: try await series.history())
    }

    /// Where `viewings` are: those without a season and a number (an episode known by its
    /// title alone) have none.
    static func places(of viewings: [EpisodeViewing]) -> Set<WatchedPlace> {
        Set(viewings.compactMap { viewing in
            viewing.season.flatMap { season in viewing.episode.map { WatchedPlace(series: viewing.seriesID, season: season, number: $0) } }
        })
    }
}
