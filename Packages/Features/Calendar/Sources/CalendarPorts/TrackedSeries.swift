import SeriesInterface

/// What the calendar needs of the Series feature: which series the signed-in profile follows
/// and which of their episodes it watched. `SeriesServiceTracking` (in Calendar) answers it from
/// Series' own service; CalendarTesting's ``FixtureTrackedSeries`` from fixtures, for the dev
/// app.
public protocol TrackedSeries: Sendable {
    /// The series followed, in the order they were followed, each with the numbered episodes
    /// watched of it.
    /// - Throws: `AuthError.notLoggedIn` when no one is signed in.
    func followed() async throws -> [TrackedSeriesProgress]
}

/// A followed series and the numbered episodes the profile watched of it.
public struct TrackedSeriesProgress: Hashable, Sendable {
    /// The series.
    public let series: Series
    /// Its episodes watched at least once, by season and number.
    public let watched: Set<EpisodeNumber>

    /// Creates one.
    public init(series: Series, watched: Set<EpisodeNumber>) {
        self.series = series
        self.watched = watched
    }
}
