import Foundation

/// A followed series and how far the profile has got: regular episodes only (numbered,
/// specials left out).
public struct SeriesProgress: Hashable, Sendable {
    /// The series.
    public let series: Series
    /// The regular episodes watched at least once.
    public let watchedEpisodes: Int
    /// The regular episodes the catalog has.
    public let episodes: Int
    /// The episode to watch next; nil when every regular episode after the furthest one
    /// watched is watched.
    public let next: Episode?
    /// The regular episodes from ``next`` to the end, ``next`` included; 0 when finished.
    public let episodesLeft: Int

    /// Creates a progress.
    public init(series: Series, watchedEpisodes: Int, episodes: Int, next: Episode?, episodesLeft: Int) {
        self.series = series
        self.watchedEpisodes = watchedEpisodes
        self.episodes = episodes
        self.next = next
        self.episodesLeft = episodesLeft
    }

    /// Every regular episode is watched.
    public var isFinished: Bool { next == nil }
}

/// One line of Up Next: the episode to watch next of a followed series.
public struct UpNextItem: Hashable, Sendable {
    /// The series.
    public let series: Series
    /// The episode after the furthest one watched; the first when none is.
    public let episode: Episode
    /// The regular episodes from this one to the end, this one included.
    public let episodesLeft: Int

    /// Creates an item.
    public init(series: Series, episode: Episode, episodesLeft: Int) {
        self.series = series
        self.episode = episode
        self.episodesLeft = episodesLeft
    }
}

/// A series the profile follows, as storage keeps it: the title and years stay with it, so
/// the list shows without the catalog.
public struct FollowedSeries: Hashable, Sendable {
    /// The series.
    public let series: Series
    /// When it was followed.
    public let followedAt: Date

    /// Creates a followed series.
    public init(series: Series, followedAt: Date) {
        self.series = series
        self.followedAt = followedAt
    }
}
