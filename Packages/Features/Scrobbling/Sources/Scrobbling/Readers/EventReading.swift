import Foundation
import ScrobblingInterface
import WatchlistInterface

/// What an event says, once read: a film or an episode played to the end, where a playback
/// is (started, paused, stopped early), or something that is none of these. Either way, the media server's user it came from, when the format names one.
public enum EventReading: Equatable, Sendable {
    /// A film's viewing to record.
    case playback(Playback, user: String?)
    /// An episode's viewing (or a file's several) to record.
    case episode(EpisodePlayback, user: String?)
    /// A playback's position, for the features that keep playbacks in progress.
    case position(MediaServerPosition, user: String?)
    /// Not a viewing, and why: the hook's log shows the reason.
    case ignored(String, user: String?)

    /// The media server's user.
    public var user: String? {
        switch self {
        case .playback(_, let user), .episode(_, let user), .position(_, let user), .ignored(_, let user): user
        }
    }
}

/// Reads an event's JSON document in the format of the hook's media server: the receiver's
/// first step, public for the dev app that runs the readers alone.
public enum EventReader {
    /// - Parameter receivedAt: the time of a playback whose event gives none.
    /// - Throws: ``HookError/unreadable(_:)``.
    public static func read(_ document: [UInt8], from server: MediaServer, receivedAt: Date) throws(HookError) -> EventReading {
        let fields = try JSONFields.document(document)
        return switch server {
        case .plex: try PlexEvent.read(fields, receivedAt: receivedAt)
        case .jellyfin: try JellyfinEvent.read(fields, receivedAt: receivedAt)
        case .emby: try EmbyEvent.read(fields, receivedAt: receivedAt)
        case .generic: try GenericEvent.read(fields, receivedAt: receivedAt)
        }
    }

    /// Jellyfin's and Emby's unit of time: ten million ticks a second.
    static let ticksPerSecond = 10_000_000.0

    /// The reason an event about a kind of item that is neither a film nor an episode is ignored.
    static func notPlayable(_ kind: String?) -> String {
        "not a film or an episode (\(kind ?? "an item of no type"))"
    }

    /// The IMDb id (`tt0903747`) that `text` names as a person or an application writes it:
    /// the id, `imdb:` before it, or an IMDb address ending in it; `nil` for anything else,
    /// such as a title.
    static func imdbID(naming text: String) -> String? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        if rest.hasPrefix("imdb:") { rest = rest.dropFirst(5) }
        if let range = rest.range(of: "/title/") { rest = rest[range.upperBound...].prefix { $0 != "/" && $0 != "?" } }
        return imdbID(String(rest)).flatMap { $0.count <= 12 ? $0 : nil }
    }

    /// A season or episode number: 0 to 10,000, else none.
    static func number(_ value: Int?) -> Int? {
        value.flatMap { (0...10_000).contains($0) ? $0 : nil }
    }

    /// An IMDb id as the catalog keys it (`tt` and digits), or `nil`.
    static func imdbID(_ text: String?) -> String? {
        guard let text, text.hasPrefix("tt"), text.count > 2, text.dropFirst(2).allSatisfy(\.isASCII), text.dropFirst(2).allSatisfy(\.isNumber) else { return nil }
        return text
    }

    /// A TMDB id: digits only.
    static func tmdbID(_ text: String?) -> String? {
        guard let text, !text.isEmpty, text.count < 12, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return text
    }
}

extension EventReading {
    /// A play of `item` to the end: a film's viewing or an episode's.
    static func finished(_ item: MediaServerPosition.Item, playedAt: Date, rating: Int? = nil, eventID: String? = nil, user: String?) -> EventReading {
        switch item {
        case .film(let film): .playback(Playback(film: film, playedAt: playedAt, rating: rating, eventID: eventID), user: user)
        case .episode(let episode): .episode(EpisodePlayback(episode: episode, playedAt: playedAt, rating: rating, eventID: eventID), user: user)
        }
    }
}
