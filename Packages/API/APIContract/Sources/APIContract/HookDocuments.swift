import Foundation
import MoviesInterface
import ScrobblingInterface
import WatchlistInterface

/// `POST /v1/hooks`: the media server, and the one user whose plays count, if any.
public struct NewHookDocument: Codable, Sendable {
    /// `jellyfin`, `plex`, `emby` or `generic`.
    public let server: MediaServer
    /// The media server's user, 1 to 100 characters.
    public let user: String?

    /// Creates one.
    public init(server: MediaServer, user: String?) {
        self.server = server
        self.user = user
    }
}

/// An event a hook received.
public struct HookEventDocument: Codable, Sendable, Equatable {
    /// When it arrived.
    public let receivedAt: Date
    /// What became of it.
    public let outcome: HookOutcome
    /// Why.
    public let detail: String

    /// The document of `event`.
    public init(_ event: HookEvent) {
        receivedAt = event.receivedAt
        outcome = event.outcome
        detail = event.detail
    }

    /// The event it describes.
    public var event: HookEvent { HookEvent(receivedAt: receivedAt, outcome: outcome, detail: detail) }
}

/// A hook, with its last event.
public struct HookDocument: Codable, Sendable, Equatable {
    /// Its number.
    public let id: Int
    /// What sends its events.
    public let server: MediaServer
    /// The one user whose plays count, if any.
    public let user: String?
    /// When it was made.
    public let createdAt: Date
    /// Its last event, if any.
    public let lastEvent: HookEventDocument?

    /// The document of `hook`.
    public init(_ hook: Hook) {
        id = hook.id
        server = hook.server
        user = hook.mediaUser
        createdAt = hook.createdAt
        lastEvent = hook.lastEvent.map(HookEventDocument.init)
    }

    /// The hook it describes.
    public var hook: Hook { Hook(id: id, server: server, mediaUser: user, createdAt: createdAt, lastEvent: lastEvent?.event) }
}

/// A hook just made: `path` (with its secret) is shown this once.
public struct CreatedHookDocument: Codable, Sendable {
    /// The hook.
    public let hook: HookDocument
    /// The secret.
    public let secret: String
    /// The path on this server that receives its events.
    public let path: String

    /// The document of `created`.
    public init(_ created: CreatedHook) {
        hook = HookDocument(created.hook)
        secret = created.secret
        path = CreatedHook.pathPrefix + created.secret
    }

    /// The hook it describes.
    public var created: CreatedHook { CreatedHook(hook: hook.hook, secret: secret) }
}

/// A playback in the inbox.
public struct InboxItemDocument: Codable, Sendable, Equatable {
    /// Its number.
    public let number: Int
    /// The hook it came through.
    public let hook: Int
    /// The film's title, as the media server gave it.
    public let title: String
    /// Its year.
    public let year: Int?
    /// Its IMDb id.
    public let imdb: String?
    /// Its TMDB id.
    public let tmdb: String?
    /// When it was played.
    public let playedAt: Date
    /// The media server's rating, 1 to 10.
    public let rating: Int?
    /// The event's own id.
    public let eventId: String?
    /// `not found` or `ambiguous`.
    public let problem: String

    /// The document of `item`.
    public init(_ item: InboxItem) {
        number = item.number
        hook = item.hookID
        title = item.film.title
        year = item.film.year
        imdb = item.film.imdbID
        tmdb = item.film.tmdbID
        playedAt = item.playedAt
        rating = item.rating
        eventId = item.eventID
        problem = item.problem.rawValue
    }

    /// The item it describes.
    /// - Throws: ``APIDocumentError`` for a problem it does not know.
    public func item() throws(APIDocumentError) -> InboxItem {
        guard let problem = UnmatchedRow.Problem(rawValue: problem) else { throw APIDocumentError(field: "problem", value: problem) }
        return InboxItem(
            number: number, hookID: hook, film: MovieReference(title: title, year: year, imdbID: imdb, tmdbID: tmdb),
            playedAt: playedAt, rating: rating, eventID: eventId, problem: problem
        )
    }
}

/// `POST /v1/inbox/{number}/resolve`: the film the playback was.
public struct ResolveDocument: Codable, Sendable {
    /// The film's id.
    public let id: String

    /// Creates one.
    public init(id: String) {
        self.id = id
    }
}

extension NewHookDocument {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(server: try container.decode(MediaServer.self, forKey: .server), user: try container.optional(String.self, forKey: .user))
    }
}
