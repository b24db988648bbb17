import Foundation

/// Where a profile's notifications go: a service that takes a message over HTTP.
public enum TargetKind: String, CaseIterable, Sendable, Codable {
    /// ntfy: a topic's URL (`https://ntfy.sh/my-topic`), with an access token when the topic
    /// needs one.
    case ntfy
    /// A Discord channel's webhook URL.
    case discord
    /// A Gotify server's address, with an application's token.
    case gotify
    /// An Apprise API server's notify URL (`http://apprise:8000/notify/KEY`), which reaches the
    /// services that key's configuration names.
    case apprise
    /// Any URL, sent a JSON document of each episode.
    case webhook

    /// Whether this kind needs a token beside its address.
    public var needsToken: Bool { self == .gotify }
    /// Whether this kind takes a token beside its address.
    public var takesToken: Bool { self == .gotify || self == .ntfy }
}

/// A target as the profile adds it.
public struct NewTarget: Hashable, Sendable {
    /// The service.
    public let kind: TargetKind
    /// Its address: a secret of its own for Discord and webhooks.
    public let address: URL
    /// Its token, for Gotify and a protected ntfy topic.
    public let token: String?
    /// Whether it also gets a daily digest of what airs that day.
    public let digest: Bool

    /// Creates one.
    public init(kind: TargetKind, address: URL, token: String? = nil, digest: Bool = false) {
        self.kind = kind
        self.address = address
        self.token = token
        self.digest = digest
    }
}

/// A target as `notifications list` shows it: its secrets masked, and how its last sends went.
public struct NotificationTarget: Hashable, Sendable {
    /// Its number, which `test` and `remove` take.
    public let id: Int
    /// The service.
    public let kind: TargetKind
    /// Its address with the secret part masked: the scheme, the host and the path's first
    /// characters.
    public let maskedAddress: String
    /// Whether a token is kept (never shown).
    public let hasToken: Bool
    /// Whether it gets the daily digest.
    public let digest: Bool
    /// When it was added: episodes that air after it are announced.
    public let createdAt: Date
    /// How its sends go.
    public let health: TargetHealth

    /// Creates one.
    public init(id: Int, kind: TargetKind, maskedAddress: String, hasToken: Bool, digest: Bool, createdAt: Date, health: TargetHealth) {
        self.id = id
        self.kind = kind
        self.maskedAddress = maskedAddress
        self.hasToken = hasToken
        self.digest = digest
        self.createdAt = createdAt
        self.health = health
    }
}

/// How a target's sends go.
public struct TargetHealth: Hashable, Sendable {
    /// The last message it took.
    public let lastSent: Date?
    /// Since when it has been failing; nil when its last send went through (or none was made).
    public let failingSince: Date?
    /// Why its last send failed.
    public let lastError: String?
    /// Messages waiting for it.
    public let waiting: Int
    /// When the next try is due, while it fails.
    public let nextAttempt: Date?

    /// Creates one.
    public init(lastSent: Date?, failingSince: Date?, lastError: String?, waiting: Int, nextAttempt: Date?) {
        self.lastSent = lastSent
        self.failingSince = failingSince
        self.lastError = lastError
        self.waiting = waiting
        self.nextAttempt = nextAttempt
    }

    /// A target that never sent.
    public static let new = TargetHealth(lastSent: nil, failingSince: nil, lastError: nil, waiting: 0, nextAttempt: nil)
}
