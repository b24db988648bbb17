import AuthInterface
import Foundation
import MoviesInterface
import WatchlistInterface

/// What a playback that waits in the inbox was of, as the media server named it, and why it
/// matched nothing.
public enum InboxSubject: Hashable, Sendable {
    /// A film that matched none in the catalog, or several.
    case film(MovieReference, UnmatchedRow.Problem)
    /// An episode (or a file of several) that matched none.
    case episode(EpisodeReference, EpisodeMatchProblem)

    /// What was played, with the ids a person needs to find it.
    public var description: String {
        switch self {
        case .film(let film, _):
            let title = film.title.isEmpty ? "(no title)" : film.title
            let ids = [film.imdbID, film.tmdbID.map { "tmdb \($0)" }].compactMap { $0 }
            return (film.year.map { "\(title) (\($0))" } ?? title) + (ids.isEmpty ? "" : " [\(ids.joined(separator: ", "))]")
        case .episode(let episode, _):
            return episode.description
        }
    }

    /// Why it waits, as a person reads it.
    public var reason: String {
        switch self {
        case .film(_, let problem): problem == .ambiguous ? "several films match" : "no film matches"
        case .episode(_, let problem): problem.description
        }
    }
}

/// A playback that matched nothing, or more than one thing: it waits for a person to say what
/// it was (`hooks resolve`) or that it was nothing (`hooks dismiss`).
public struct InboxItem: Hashable, Sendable {
    /// Its number.
    public let number: Int
    /// The hook it came through; `nil` for a player's (``player``).
    public let hookID: Int?
    /// The player that reported it through another feature (the playback API), when no hook
    /// did.
    public let player: String?
    /// What was played, and why it waits.
    public let subject: InboxSubject
    /// When it was played.
    public let playedAt: Date
    /// The media server's rating, if any.
    public let rating: Int?
    /// The event's own id, if any.
    public let eventID: String?

    /// Creates one.
    public init(number: Int, hookID: Int?, player: String? = nil, subject: InboxSubject, playedAt: Date, rating: Int?, eventID: String?) {
        self.number = number
        self.hookID = hookID
        self.player = player
        self.subject = subject
        self.playedAt = playedAt
        self.rating = rating
        self.eventID = eventID
    }

    /// Where it came from, as a person reads it: `hook 3`, `Kodi`.
    public var source: String {
        hookID.map { "hook \($0)" } ?? player ?? "unknown"
    }
}

/// The inbox as the other features that receive playbacks reach it: a playback that a player
/// reported through one of them (the playback API) and that matched nothing, or several, waits
/// there beside the hooks' own, and is resolved or dismissed the same way.
public protocol InboxFiling: Sendable {
    /// Puts `subject`, played at `playedAt` on `player`, in the profile's inbox; `eventID` names
    /// the playback, so that resolving it records it once. Answers the item's number.
    func file(_ subject: InboxSubject, playedAt: Date, eventID: String?, player: String, for profile: Profile.ID) async throws -> Int
}

/// What a person says an inbox item was.
public enum InboxChoice: Hashable, Sendable {
    /// The film with this id.
    case film(MovieID)
    /// The episode the choice names.
    case episode(EpisodeChoice)
}
