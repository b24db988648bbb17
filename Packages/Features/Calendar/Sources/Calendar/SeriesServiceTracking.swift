import CalendarPorts
import SeriesInterface

/// ``TrackedSeries`` from the Series feature's service: what `watchlist` and the server use. It
/// reads the followed series with what was watched of them, and no catalog.
public struct SeriesServiceTracking: TrackedSeries {
    private let series: any SeriesService

    /// What `series` says the signed-in profile follows and watched.
    public init(_ series: any SeriesService) {
        self.series = series
    }

    public func followed() async throws -> [TrackedSeriesProgress] {
        try await series.followedWithWatched().map { TrackedSeriesProgress(series: $0.series, watched: $0.watched) }
    }
}
