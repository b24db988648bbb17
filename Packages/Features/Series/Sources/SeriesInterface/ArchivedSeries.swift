import Foundation

/// A series as the lossless export keeps it: since when it is followed (nil when it is not,
/// but was watched), and every viewing of it, in the order they were recorded.
public struct ArchivedSeries: Hashable, Sendable {
    /// The series.
    public let series: Series
    /// When it was followed; nil when it is not followed.
    public let followedAt: Date?
    /// Its viewings.
    public let viewings: [EpisodeViewing]

    /// Creates an archived series.
    public init(series: Series, followedAt: Date?, viewings: [EpisodeViewing]) {
        self.series = series
        self.followedAt = followedAt
        self.viewings = viewings
    }
}

/// What restoring archived series did, or would do.
public struct SeriesRestore: Hashable, Sendable {
    /// Series followed that were not.
    public let followed: Int
    /// Viewings added: those the profile lacked.
    public let viewingsAdded: Int

    /// Creates a summary.
    public init(followed: Int, viewingsAdded: Int) {
        self.followed = followed
        self.viewingsAdded = viewingsAdded
    }
}
