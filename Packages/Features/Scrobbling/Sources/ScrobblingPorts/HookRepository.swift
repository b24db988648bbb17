import AuthInterface
import Foundation
import ScrobblingInterface

/// A hook as stored: whose it is, and the hash of its secret.
public struct StoredHook: Hashable, Sendable {
    /// The hook, with its last event.
    public let hook: Hook
    /// Whose it is.
    public let profile: Profile.ID

    /// Creates one.
    public init(hook: Hook, profile: Profile.ID) {
        self.hook = hook
        self.profile = profile
    }
}

/// A playback put in the inbox, before it has a number.
public struct NewInboxItem: Hashable, Sendable {
    /// The hook it came through; `nil` for a player's.
    public let hookID: Int?
    /// The player that reported it through another feature, when no hook did.
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
    public init(hookID: Int?, player: String? = nil, subject: InboxSubject, playedAt: Date, rating: Int?, eventID: String?) {
        self.hookID = hookID
        self.player = player
        self.subject = subject
        self.playedAt = playedAt
        self.rating = rating
        self.eventID = eventID
    }
}

/// Storage of hooks, their logs and inboxes. Every call that names a profile touches that
/// profile's rows only.
public protocol HookRepository: Sendable {
    /// Stores a new hook of `profile` under the hash of its secret.
    func create(_ server: MediaServer, mediaUser: String?, secretHash: Data, createdAt: Date, for profile: Profile.ID) async throws -> StoredHook
    /// The hook whose secret has this hash, or `nil` when none has (or it was revoked).
    func hook(secretHash: Data) async throws -> StoredHook?
    /// `profile`'s hooks, oldest first, each with its last event.
    func hooks(for profile: Profile.ID) async throws -> [Hook]
    /// Deletes `profile`'s hook `id` and its log; `false` if it has none.
    func revoke(_ id: Int, for profile: Profile.ID) async throws -> Bool
    /// Adds an event to hook `id`'s log, which keeps at least the newest ``logLength`` (an
    /// implementation may trim older ones only now and then).
    func log(_ event: HookEvent, hook id: Int) async throws
    /// `profile`'s hook `id`'s newest ``logLength`` events, newest first; `nil` if it has no such hook.
    func events(of id: Int, for profile: Profile.ID) async throws -> [HookEvent]?
    /// Puts a playback in `profile`'s inbox; returns its number.
    func addToInbox(_ item: NewInboxItem, for profile: Profile.ID) async throws -> Int
    /// `profile`'s inbox, oldest first.
    func inbox(for profile: Profile.ID) async throws -> [InboxItem]
    /// Removes item `number` from `profile`'s inbox; `false` if it has none.
    func removeFromInbox(_ number: Int, for profile: Profile.ID) async throws -> Bool
}

extension HookRepository {
    /// How many events a hook's log keeps.
    public static var logLength: Int { 100 }
}
