import Foundation
import WatchlistInterface

/// A playback that matched no film, or more than one: it waits for a person to say which
/// film it was (`hooks resolve`) or that it was none (`hooks dismiss`).
public struct InboxItem: Hashable, Sendable {
    /// Its number.
    public let number: Int
    /// The hook it came through.
    public let hookID: Int
    /// The film as the media server named it.
    public let film: MovieReference
    /// When it was played.
    public let playedAt: Date
    /// The media server's rating, if any.
    public let rating: Int?
    /// The event's own id, if any.
    public let eventID: String?
    /// Why it was not recorded.
    public let problem: UnmatchedRow.Problem

    /// Creates one.
    public init(number: Int, hookID: Int, film: MovieReference, playedAt: Date, rating: Int?, eventID: String?, problem: UnmatchedRow.Problem) {
        self.number = number
        self.hookID = hookID
        self.film = film
        self.playedAt = playedAt
        self.rating = rating
        self.eventID = eventID
        self.problem = problem
    }

    /// The playback it holds.
    public var playback: Playback {
        Playback(film: film, playedAt: playedAt, rating: rating, eventID: eventID)
    }
}
