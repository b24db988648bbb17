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
    /// The hook it came through.
    public let hookID: Int
    /// What was played, and why it waits.
    public let subject: InboxSubject
    /// When it was played.
    public let playedAt: Date
    /// The media server's rating, if any.
    public let rating: Int?
    /// The event's own id, if any.
    public let eventID: String?

    /// Creates one.
    public init(number: Int, hookID: Int, subject: InboxSubject, playedAt: Date, rating: Int?, eventID: String?) {
        self.number = number
        self.hookID = hookID
        self.subject = subject
        self.playedAt = playedAt
        self.rating = rating
        self.eventID = eventID
    }
}

/// What a person says an inbox item was.
public enum InboxChoice: Hashable, Sendable {
    /// The film with this id.
    case film(MovieID)
    /// The episode the choice names.
    case episode(EpisodeChoice)
}
