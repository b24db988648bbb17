import Foundation

/// A series as the lossless export keeps it: since when it is followed (nil when it is not,
/// but was watched or rated), the profile's rating of it, and every viewing of it, in the
/// order they were recorded.
public struct ArchivedSeries: Hashable, Sendable {
    /// The series.
    public let series: Series
    /// When it was followed; nil when it is not followed.
    public let followedAt: Date?
    /// The profile's rating of the whole series; nil when it has none.
    public let rating: SeriesRating?
    /// Its viewings.
    public let viewings: [EpisodeViewing]

    /// Creates an archived series.
    public init(series: Series, followedAt: Date?, rating: SeriesRating?, viewings: [EpisodeViewing]) {
        self.series = series
        self.followedAt = followedAt
        self.rating = rating
        self.viewings = viewings
    }
}

/// What restoring archived series did, or would do.
public struct SeriesRestore: Hashable, Sendable {
    /// Series followed that were not.
    public let followed: Int
    /// Ratings of whole series added: those of series the profile had not rated. A rating
    /// the profile has is never replaced.
    public let ratingsAdded: Int
    /// Viewings added: those the profile lacked.
    public let viewingsAdded: Int

    /// Creates a summary.
    public init(followed: Int, ratingsAdded: Int, viewingsAdded: Int) {
        self.followed = followed
        self.ratingsAdded = ratingsAdded
        self.viewingsAdded = viewingsAdded
    }
}
