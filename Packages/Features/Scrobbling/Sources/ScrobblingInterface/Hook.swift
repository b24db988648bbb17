import Foundation

/// A webhook of a profile: its URL's secret is never stored, only its hash.
public struct Hook: Hashable, Sendable {
    /// Its number, for `hooks revoke ID` and the server's log.
    public let id: Int
    /// What sends its events.
    public let server: MediaServer
    /// The media server's user whose events count, when limited to one; else every user's.
    public let mediaUser: String?
    /// When it was made.
    public let createdAt: Date
    /// The last event it received, if any.
    public let lastEvent: HookEvent?

    /// Creates one.
    public init(id: Int, server: MediaServer, mediaUser: String?, createdAt: Date, lastEvent: HookEvent?) {
        self.id = id
        self.server = server
        self.mediaUser = mediaUser
        self.createdAt = createdAt
        self.lastEvent = lastEvent
    }
}

/// A hook just made, with the secret of its URL: shown this once.
public struct CreatedHook: Hashable, Sendable {
    /// The path under which hooks receive events: the secret follows it.
    public static let pathPrefix = "/webhooks/"

    /// The hook.
    public let hook: Hook
    /// The secret: 256 random bits, URL-safe.
    public let secret: String

    /// Creates one.
    public init(hook: Hook, secret: String) {
        self.hook = hook
        self.secret = secret
    }

    /// The URL to paste into the media server, on the server at `base`.
    public func url(on base: URL) -> URL {
        base.appending(path: String(Self.pathPrefix.dropFirst()) + secret)
    }
}

/// What became of an event.
public enum HookOutcome: String, Hashable, Sendable, Codable, CaseIterable {
    /// A viewing was recorded.
    case recorded
    /// The playback had been recorded already.
    case duplicate
    /// No film, or more than one, matched: the event waits in the inbox.
    case inbox
    /// A playback's position (a start, a pause, a play stopped early) was kept for Continue
    /// watching by the feature that follows playbacks (``MediaServerPositionRecording``).
    case progress
    /// Not a finished play (another user's, another kind of item; a position no feature keeps).
    case ignored
    /// The body could not be read.
    case rejected
}

/// An event a hook received, and what became of it.
public struct HookEvent: Hashable, Sendable {
    /// When it arrived.
    public let receivedAt: Date
    /// What became of it.
    public let outcome: HookOutcome
    /// Why, in a sentence.
    public let detail: String

    /// Creates one.
    public init(receivedAt: Date, outcome: HookOutcome, detail: String) {
        self.receivedAt = receivedAt
        self.outcome = outcome
        self.detail = detail
    }
}
