import Foundation
import WatchlistInterface

/// An episode (or a file of several) played to the end on a media server: viewings to record,
/// once, however many times the media server sends it.
public struct EpisodePlayback: Hashable, Sendable {
    /// The episode, as the media server names it.
    public let episode: EpisodeReference
    /// When it was played: the event's own time, else when the event arrived.
    public let playedAt: Date
    /// The rating the media server's user gave, from 1 to 10, if any.
    public let rating: Int?
    /// The event's own id, when the format has one: a retry carries the same id.
    public let eventID: String?

    /// Creates a playback; a rating outside 1 to 10 counts as none.
    public init(episode: EpisodeReference, playedAt: Date, rating: Int? = nil, eventID: String? = nil) {
        self.episode = episode
        self.playedAt = playedAt
        self.rating = rating.flatMap { Rating.range.contains($0) ? $0 : nil }
        self.eventID = eventID.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Why an episode's playback was not recorded again.
public enum EpisodeDuplicateRule: String, Hashable, Sendable, CaseIterable {
    /// A playback with the same event id was recorded: the media server sent it again.
    case sameEvent = "same event"
    /// A playback of the same episode was recorded less than ``PlaybackWindow/duration``
    /// before or after: one playback reported twice (a stop and a played mark).
    case sameEpisodeNearby = "same episode within 4 hours"
}

/// Why no episode was matched: the playback waits for a person. The raw value is the code
/// that JSON and storage keep; ``description`` is the sentence a person reads.
public enum EpisodeMatchProblem: String, Error, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No series in the catalog has the show's title (and year), and no episode its id.
    case noSeries = "no series"
    /// Several series have the show's title: which one is not guessed.
    case severalSeries = "several series"
    /// The series has no episode at those numbers.
    case noEpisode = "no episode"
    /// Neither an episode id the catalog knows nor a season and episode number.
    case noNumbers = "no numbers"

    public var description: String {
        switch self {
        case .noSeries: "no series in the catalog matches"
        case .severalSeries: "several series have this title"
        case .noEpisode: "the series has no episode at these numbers"
        case .noNumbers: "no episode id the catalog knows, and no season and episode numbers"
        }
    }
}

/// What became of an episode's playback.
public enum EpisodePlaybackOutcome: Hashable, Sendable {
    /// New viewings (two for a two-episode file), the series followed if it was not.
    /// `droppedRating` is the media server's rating when it was not kept, because a rating
    /// typed by hand rates the episode.
    case recorded(RecordedEpisodes, droppedRating: Int?)
    /// Already recorded, by that rule: nothing changed.
    case duplicate(EpisodeDuplicateRule)
    /// No episode matches, or the show's title names several series: nothing recorded.
    case unmatched(EpisodeMatchProblem)
}

/// The viewings a playback became, as the hooks' log tells them: `recorded Breaking Bad S1E1,
/// S1E2 on 2025-03-14, rated 8`.
public struct RecordedEpisodes: Hashable, Sendable {
    /// The series' title.
    public let seriesTitle: String
    /// Each episode, as `S1E2`, or its title when it has no numbers.
    public let episodes: [String]
    /// The day of the viewings.
    public let day: CalendarDay
    /// The rating kept with them.
    public let rating: Int?

    /// Creates one.
    public init(seriesTitle: String, episodes: [String], day: CalendarDay, rating: Int?) {
        self.seriesTitle = seriesTitle
        self.episodes = episodes
        self.day = day
        self.rating = rating
    }
}

/// What a person chose for a playback that matched nothing: the series (an id or a title
/// that names one) and the episode in it, or an episode by its own id.
public struct EpisodeChoice: Hashable, Sendable {
    /// The series, or the episode by its own id.
    public let reference: String
    /// The season, with ``episode``, when `reference` names a series; nil to take the
    /// playback's own numbers.
    public let season: Int?
    /// The episode's number in ``season``.
    public let episode: Int?

    /// Creates a choice: `season` and `episode` both, or neither.
    public init(reference: String, season: Int? = nil, episode: Int? = nil) {
        self.reference = reference
        self.season = episode == nil ? nil : season
        self.episode = season == nil ? nil : episode
    }
}

/// Records episodes' playbacks in a profile's history: the episode is matched by its own id,
/// then by the show's id or its title (and year) and the season and episode numbers; never
/// guessed. Nothing a person entered is changed or removed.
public protocol EpisodePlaybackRecording: Sendable {
    /// Matches the playback's episodes, then records them as ``EpisodePlaybackOutcome`` says.
    func record(_ playback: EpisodePlayback, for profile: UUID) async throws -> EpisodePlaybackOutcome
    /// Records the playback as viewings of the episode a person chose.
    /// - Throws: an ``InboxChoiceError`` when the choice names no series, several, or no such
    ///   episode.
    func record(_ playback: EpisodePlayback, as choice: EpisodeChoice, for profile: UUID) async throws -> EpisodePlaybackOutcome
}

/// An error a title kind's recorder throws when the choice for an inbox item names nothing of
/// its kind (no series, several, no such episode): the person's to correct, and its message
/// says how. The hooks' page and the API answer it as a refusal of the choice.
public protocol InboxChoiceError: Error, CustomStringConvertible {}
