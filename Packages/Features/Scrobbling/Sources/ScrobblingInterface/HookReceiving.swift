import AuthInterface
import Foundation

/// An event as it reached the server: the secret of the URL it was sent to and its JSON
/// document (for Plex, the `payload` part of the form).
public struct HookDelivery: Sendable {
    /// What the server could make of the body.
    public enum Body: Sendable {
        /// The JSON document.
        case document([UInt8])
        /// Nothing readable, for that reason (a form with no `payload` part, a cut body).
        case unreadable(String)
    }

    /// The secret in the URL.
    public let secret: String
    /// The body.
    public let body: Body
    /// When it arrived.
    public let receivedAt: Date

    /// Creates one.
    public init(secret: String, body: Body, receivedAt: Date) {
        self.secret = secret
        self.body = body
        self.receivedAt = receivedAt
    }
}

/// What a delivery did.
public struct HookReceipt: Hashable, Sendable {
    /// The hook's number, for the server's log (never the secret).
    public let hookID: Int
    /// Whose hook it is.
    public let profile: Profile.ID
    /// What became of the event.
    public let event: HookEvent

    /// Creates one.
    public init(hookID: Int, profile: Profile.ID, event: HookEvent) {
        self.hookID = hookID
        self.profile = profile
        self.event = event
    }
}

/// Takes events from media servers: finds the hook by its secret, reads the event in the
/// hook's format, and records, deduplicates, ignores or puts in the inbox what it says.
public protocol HookReceiving: Sendable {
    /// Handles one delivery and logs what became of it in the hook's log.
    /// - Throws: ``HookError/unknownHook`` for a secret no hook has,
    ///   ``HookError/tooManyEvents(retryAfter:)`` past the hook's limit, and
    ///   ``HookError/unreadable(_:)`` for a body that cannot be read (also logged).
    func receive(_ delivery: HookDelivery) async throws -> HookReceipt
}
