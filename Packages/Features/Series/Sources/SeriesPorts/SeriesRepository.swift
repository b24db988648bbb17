import Foundation
import ScrobblingInterface
import SeriesInterface
import WatchlistInterface

/// Where each profile's followed series, ratings of series and episode viewings are kept: SQLite and PostgreSQL
/// in SeriesAdapters, memory in SeriesTesting. SeriesTesting's ``SeriesRepositoryContract``
/// says what each must do. Profiles never see each other's.
public protocol SeriesRepository: Sendable {
    /// Follows `series` for `profile`; false when it was followed already (nothing changes).
    func follow(_ series: Series, at date: Date, for profile: UUID) async throws -> Bool
    /// Stops following; false when it was not followed. With `forgettingViewings`, removes
    /// its viewings and its rating too, and answers how many viewings.
    func unfollow(_ seriesID: TitleID, forgettingViewings: Bool, for profile: UUID) async throws -> (unfollowed: Bool, removedViewings: Int)
    /// The followed series, in the order they were followed.
    func followed(for profile: UUID) async throws -> [FollowedSeries]
    /// Keeps `viewings`, all at once or none.
    func record(_ viewings: [EpisodeViewing], for profile: UUID) async throws
    /// Removes, all at once or none, one stored viewing equal to each of `viewings` (the
    /// latest recorded of equal ones), and the playback that recorded it if one did; answers
    /// how many were found. A viewing with no equal one stored is passed over.
    func forget(_ viewings: [EpisodeViewing], for profile: UUID) async throws -> Int
    /// The viewings, of one series or of all, in the order they were recorded.
    func viewings(of seriesID: TitleID?, for profile: UUID) async throws -> [EpisodeViewing]
    /// Rates the whole series, replacing the profile's rating of it if it has one.
    func rate(_ series: Series, _ rating: SeriesRating, for profile: UUID) async throws
    /// Removes the profile's rating of the series; false when it had none.
    func removeRating(of seriesID: TitleID, for profile: UUID) async throws -> Bool
    /// The series the profile rated, in the order they were first rated.
    func ratings(for profile: UUID) async throws -> [RatedSeries]
    /// The profile's rating of the series; nil when it has none.
    func rating(of seriesID: TitleID, for profile: UUID) async throws -> SeriesRating?
    /// The places of the regular episodes watched (season 1 on, numbered), by series: all
    /// that progress and Up Next read of the viewings, without their titles and days.
    func watchedPlaces(for profile: UUID) async throws -> [TitleID: Set<EpisodeNumber>]
}

/// What a store did with an episode's playback.
public enum EpisodePlaybackWrite: Hashable, Sendable {
    /// New viewings (two for a two-episode file), the series followed if it was not.
    /// `droppedRating` is the media server's rating when it was not kept, because a rating
    /// typed by hand rates the episode.
    case recorded([EpisodeViewing], droppedRating: Int?)
    /// Already recorded, by that rule: nothing changed.
    case duplicate(EpisodeDuplicateRule)
}

/// One playback's episodes, matched in the catalog, for storage to record at most once.
public struct EpisodePlaybackRecord: Hashable, Sendable {
    /// Their series, followed by the write if it is not.
    public let series: Series
    /// The episodes: one, or each of a file's.
    public let episodes: [Episode]
    /// When it was played, for the window of ``EpisodeDuplicateRule/sameEpisodeNearby``.
    public let playedAt: Date
    /// The day of the viewings.
    public let day: CalendarDay
    /// The media server's rating.
    public let rating: Int?
    /// The event's own id.
    public let eventID: String?
    /// When the series is followed, if it is not.
    public let followedAt: Date

    /// Creates one.
    public init(series: Series, episodes: [Episode], playedAt: Date, day: CalendarDay, rating: Int?, eventID: String?, followedAt: Date) {
        self.series = series
        self.episodes = episodes
        self.playedAt = playedAt
        self.day = day
        self.rating = rating
        self.eventID = eventID
        self.followedAt = followedAt
    }

    /// How storage knows an episode across playbacks: its own id, else its series and place.
    public static func key(of episode: Episode) -> String {
        episode.id?.description ?? "\(episode.seriesID)/\(episode.season ?? -1)/\(episode.number ?? -1)"
    }
}

/// Recording playbacks, which storage does in one write so that two deliveries of one
/// playback, side by side, record it once.
public protocol EpisodePlaybackStore: Sendable {
    /// In one write: unless `playback` repeats a recorded playback of `profile` (the same event
    /// id, or one of its episodes within ``PlaybackWindow/duration``), records a viewing of each
    /// episode on its day, remembers the playback, and follows the series when it is not
    /// followed. The viewings keep the media server's rating only when no viewing that a
    /// person recorded rates the episode.
    func recordPlayback(_ playback: EpisodePlaybackRecord, for profile: UUID) async throws -> EpisodePlaybackWrite
}
