import WatchlistInterface

/// A profile's rating of a whole series, apart from the ratings of its episodes' viewings:
/// what Trakt's `ratings-shows.json` and IMDb's rated `TV Series` rows hold.
public struct SeriesRating: Hashable, Sendable {
    /// From 1 to 10.
    public let value: Int
    /// The day it was rated.
    public let ratedOn: CalendarDay

    /// Creates a rating.
    public init(value: Int, ratedOn: CalendarDay) {
        self.value = value
        self.ratedOn = ratedOn
    }
}

/// A series and the profile's rating of it, as storage keeps them: the title and years stay
/// with the rating, so that a series rated but neither followed nor watched is exported whole.
public struct RatedSeries: Hashable, Sendable {
    /// The series.
    public let series: Series
    /// The rating.
    public let rating: SeriesRating

    /// Creates one.
    public init(series: Series, rating: SeriesRating) {
        self.series = series
        self.rating = rating
    }
}
