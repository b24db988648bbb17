/// A numbered episode's place in its series: its season (0 for specials) and its number in it.
public struct EpisodeNumber: Hashable, Comparable, Sendable {
    /// Its season.
    public let season: Int
    /// Its number in the season.
    public let number: Int

    /// Creates a place.
    public init(season: Int, number: Int) {
        self.season = season
        self.number = number
    }

    public static func < (left: EpisodeNumber, right: EpisodeNumber) -> Bool {
        (left.season, left.number) < (right.season, right.number)
    }
}

/// A series with the places of its regular episodes, in order, and nothing else of them:
/// what a profile's progress needs, which a catalog can read from an index alone.
public struct SeriesOutline: Hashable, Sendable {
    /// The series.
    public let series: Series
    /// Its regular episodes' places (specials and unnumbered episodes left out), in order.
    public let regular: [EpisodeNumber]

    /// Creates an outline.
    public init(series: Series, regular: [EpisodeNumber]) {
        self.series = series
        self.regular = regular
    }
}
