import SeriesInterface

/// What the calendar needs of the Series feature: which series the signed-in profile follows
/// and which of their episodes it watched. `SeriesServiceTracking` (in Calendar) answers it from
/// Series' own service; CalendarTesting's ``FixtureTrackedSeries`` from fixtures, for the dev
/// app.
public protocol TrackedSeries: Sendable {
    /// The series followed, in the order they were followed.
    /// - Throws: `AuthError.notLoggedIn` when no one is signed in.
    func followed() async throws -> [Series]
    /// Every episode watched at least once, by its place.
    func watched() async throws -> Set<WatchedPlace>
}

/// An episode's place in a series, as a viewing and the source of air dates both name it.
public struct WatchedPlace: Hashable, Sendable {
    /// The series.
    public let series: TitleID
    /// The season.
    public let season: Int
    /// The number in the season.
    public let number: Int

    /// Creates a place.
    public init(series: TitleID, season: Int, number: Int) {
        self.series = series
        self.season = season
        self.number = number
    }
}
