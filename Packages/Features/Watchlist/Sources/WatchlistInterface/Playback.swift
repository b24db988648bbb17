import AuthInterface
import Foundation
import MoviesInterface

/// A film played to the end on a media server, as a webhook reports it: a viewing to record,
/// once, however many times the media server sends it.
public struct Playback: Hashable, Sendable {
    /// The film, as the media server names it.
    public let film: MovieReference
    /// When it was played: the event's own time, else when the event arrived.
    public let playedAt: Date
    /// The rating the media server's user gave, from 1 to 10, if any.
    public let rating: Int?
    /// The event's own id, when the format has one: a retry carries the same id.
    public let eventID: String?

    /// Creates a playback; a rating outside 1 to 10 counts as none.
    public init(film: MovieReference, playedAt: Date, rating: Int? = nil, eventID: String? = nil) {
        self.film = film
        self.playedAt = playedAt
        self.rating = rating.flatMap { Rating.range.contains($0) ? $0 : nil }
        self.eventID = eventID.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Why a playback was not recorded again.
public enum DuplicateRule: String, Hashable, Sendable, CaseIterable {
    /// A playback with the same event id was recorded: the media server sent it again.
    case sameEvent = "same event"
    /// A playback of the same film was recorded less than ``PlaybackWindow/duration`` before or
    /// after: one playback that the media server reported twice (a stop and a played mark).
    case sameMovieNearby = "same film within 4 hours"
    /// The film has a viewing on the playback's day that was recorded another way (an import,
    /// or by hand) and that no playback has made or joined: the same play, which arrived first
    /// another way. The playback joins it; a second playback that day is a viewing of its own.
    case sameDayRecorded = "same film, same day, recorded already"
}

/// How close two playbacks of one film must be to count as one.
public enum PlaybackWindow {
    /// Four hours: longer than any film with its credits, shorter than the gap between two
    /// evenings.
    public static let duration: TimeInterval = 4 * 60 * 60
}

/// What became of a playback.
public enum PlaybackOutcome: Hashable, Sendable {
    /// A new viewing, the film put on the list if it was not there. `droppedRating` is the
    /// media server's rating when it was not kept, because a rating typed by hand rates the film.
    case recorded(Viewing, droppedRating: Int?)
    /// Already recorded, by that rule: nothing changed.
    case duplicate(DuplicateRule)
    /// No film, or more than one, matches: nothing recorded, the person decides.
    case unmatched(UnmatchedRow.Problem)
}

/// Records playbacks in a profile's history, matched by the importer's rules (by IMDb id, then
/// TMDB id, then exact title and year; never guessed), and never changes or removes what a
/// person entered.
public protocol PlaybackRecording: Sendable {
    /// Matches the playback's film, then records it as ``PlaybackOutcome`` says.
    func record(_ playback: Playback, for profile: Profile.ID) async throws -> PlaybackOutcome
    /// Records the playback as a viewing of `movieID`, which a person chose for it.
    func record(_ playback: Playback, as movieID: MovieID, for profile: Profile.ID) async throws -> PlaybackOutcome
}
