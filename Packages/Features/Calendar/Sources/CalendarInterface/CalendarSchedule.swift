import Foundation
import SeriesInterface
import WatchlistInterface

/// What airs for the shows a profile follows, between two days: what `calendar` prints.
public struct CalendarSchedule: Hashable, Sendable {
    /// The first day, included.
    public let from: CalendarDay
    /// The last day, included.
    public let through: CalendarDay
    /// The time zone whose days these are, and in which times are told.
    public let timeZone: TimeZone
    /// The episodes airing in those days, by air date and time, then show and number.
    public let episodes: [AiringEpisode]
    /// The films on the list coming out in those days, by day, then title.
    public let releases: [MovieRelease]
    /// When the air dates were last fetched for any followed show; nil when never.
    public let refreshedAt: Date?
    /// Followed shows whose air dates were never fetched (added since the last refresh).
    public let notFetched: [String]
    /// Followed shows the source does not know.
    public let unknownToSource: [String]

    /// Creates a schedule.
    public init(
        from: CalendarDay, through: CalendarDay, timeZone: TimeZone, episodes: [AiringEpisode], releases: [MovieRelease] = [], refreshedAt: Date?,
        notFetched: [String] = [], unknownToSource: [String] = []
    ) {
        self.releases = releases
        self.from = from
        self.through = through
        self.timeZone = timeZone
        self.episodes = episodes
        self.refreshedAt = refreshedAt
        self.notFetched = notFetched
        self.unknownToSource = unknownToSource
    }
}
