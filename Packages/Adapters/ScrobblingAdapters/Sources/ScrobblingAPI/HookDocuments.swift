import APIContract
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

/// A playback in the inbox: a film's, or an episode's (or a file's several).
public struct InboxItemDocument: Codable, Sendable, Equatable {
    /// Its number.
    public let number: Int
    /// The hook it came through; none for a player's.
    public let hook: Int?
    /// The player that reported it through the playback API, when no hook did.
    public let player: String?
    /// `film` or `episode`.
    public let kind: String
    /// The film's title, or the show's, as the media server gave it.
    public let title: String
    /// The film's year, or the year the show began.
    public let year: Int?
    /// The episode's season.
    public let season: Int?
    /// The episode's number.
    public let episode: Int?
    /// The last episode of a file holding several.
    public let lastEpisode: Int?
    /// The show's IMDb id, when the event named it.
    public let series: String?
    /// The film's or the episode's own IMDb id.
    public let imdb: String?
    /// Its TMDB id.
    public let tmdb: String?
    /// The episode's TVDB id.
    public let tvdb: String?
    /// When it was played.
    public let playedAt: Date
    /// The media server's rating, 1 to 10.
    public let rating: Int?
    /// The event's own id.
    public let eventId: String?
    /// A film's `not found` or `ambiguous`; an episode's `no series`, `several series`,
    /// `no episode` or `no numbers`.
    public let problem: String

    /// The document of `item`.
    public init(_ item: InboxItem) {
        let fields = InboxSubjectFields(item.subject)
        number = item.number
        hook = item.hookID
        player = item.player
        kind = fields.kind
        title = fields.title
        year = fields.year
        season = fields.season
        episode = fields.episode
        lastEpisode = fields.lastEpisode
        series = fields.seriesID
        imdb = fields.imdbID
        tmdb = fields.tmdbID
        tvdb = fields.tvdbID
        playedAt = item.playedAt
        rating = item.rating
        eventId = item.eventID
        problem = fields.problem
    }

    /// The item it describes.
    /// - Throws: ``APIDocumentError`` for a kind or a problem it does not know.
    public func item() throws(APIDocumentError) -> InboxItem {
        let fields = InboxSubjectFields(
            kind: kind, title: title, year: year, imdbID: imdb, tmdbID: tmdb, tvdbID: tvdb, seriesID: series,
            season: season, episode: episode, lastEpisode: lastEpisode, problem: problem
        )
        guard let subject = fields.subject else { throw APIDocumentError(field: "problem", value: "\(kind): \(problem)") }
        return InboxItem(number: number, hookID: hook, player: player, subject: subject, playedAt: playedAt, rating: rating, eventID: eventId)
    }
}

/// `POST /v1/inbox/{number}/resolve`: what the playback was. A film's item takes the film's
/// `id`; an episode's takes the episode's own id, or its series (an id or a title that names
/// one) with `season` and `episode`, or with neither to keep the item's own numbers.
public struct ResolveDocument: Codable, Sendable {
    /// The film's id, or the episode's, or the episode's series.
    public let id: String
    /// For an episode: the season.
    public let season: Int?
    /// For an episode: its number in the season.
    public let episode: Int?

    /// Creates one.
    public init(id: String, season: Int? = nil, episode: Int? = nil) {
        self.id = id
        self.season = season
        self.episode = episode
    }
}

extension NewHookDocument {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(server: try container.decode(MediaServer.self, forKey: .server), user: try container.optional(String.self, forKey: .user))
    }
}
