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
    /// What was added, to take back (``SeriesService/takeBack(_:dryRun:)``): each series with
    /// `followedAt` when it was followed by this restore, the rating it added, the viewings it
    /// added. Empty for a dry run.
    public let added: [ArchivedSeries]

    /// Creates a summary.
    public init(followed: Int, ratingsAdded: Int, viewingsAdded: Int, added: [ArchivedSeries] = []) {
        self.followed = followed
        self.ratingsAdded = ratingsAdded
        self.viewingsAdded = viewingsAdded
        self.added = added
    }
}

/// What taking back a restore did, or would do.
public struct SeriesTakeBack: Hashable, Sendable {
    /// Series it followed that are followed no more.
    public let unfollowed: Int
    /// Series it followed that stay followed, for a viewing or a rating came to them from
    /// elsewhere.
    public let kept: Int
    /// Its ratings of whole series removed.
    public let ratingsRemoved: Int
    /// Its viewings removed.
    public let viewingsRemoved: Int
    /// What it added that is no longer as it left it (a viewing removed, a rating changed, a
    /// series unfollowed since): left as it is.
    public let changedSince: Int

    /// Creates a summary.
    public init(unfollowed: Int, kept: Int, ratingsRemoved: Int, viewingsRemoved: Int, changedSince: Int) {
        self.unfollowed = unfollowed
        self.kept = kept
        self.ratingsRemoved = ratingsRemoved
        self.viewingsRemoved = viewingsRemoved
        self.changedSince = changedSince
    }
}
