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
        Set(try await series.history().compactMap { viewing in
            viewing.season.flatMap { season in viewing.episode.map { WatchedPlace(series: viewing.seriesID, season: season, number: $0) } }
        })
    }
}
