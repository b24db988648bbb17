import CalendarInterface
import Foundation

/// A target as kept: whose it is, with its secrets.
public struct StoredTarget: Hashable, Sendable {
    /// The target as listed, its health included.
    public let target: NotificationTarget
    /// Whose it is.
    public let profile: UUID
    /// Where it takes messages, secrets included.
    public let address: TargetAddress

    /// Creates one.
    public init(target: NotificationTarget, profile: UUID, address: TargetAddress) {
        self.target = target
        self.profile = profile
        self.address = address
    }
}

/// A message claimed for sending to one target.
public struct Claim: Hashable, Sendable {
    /// The queue's row.
    public let id: Int
    /// The target.
    public let target: StoredTarget
    /// The message.
    public let message: Message
    /// Tries before this one.
    public let attempts: Int

    /// Creates one.
    public init(id: Int, target: StoredTarget, message: Message, attempts: Int) {
        self.id = id
        self.target = target
        self.message = message
        self.attempts = attempts
    }
}

/// Where targets and the queue of their messages are kept: SQLite and PostgreSQL in
/// CalendarAdapters, memory in CalendarTesting, whose ``NotificationStoreContract`` says what
/// each must do. A message is queued once a target and key; a claim makes one sender its
/// owner until a moment, so two servers on one database never send it both, and one that
/// dies after sending and before recording it leaves it to be sent once more when the claim
/// runs out.
public protocol NotificationStore: Sendable {
    /// Adds a target of `profile` made at `date`, with `masked` as its shown address.
    func add(_ target: NewTarget, masked: String, for profile: UUID, at date: Date) async throws -> StoredTarget
    /// `profile`'s targets, oldest first.
    func targets(of profile: UUID) async throws -> [StoredTarget]
    /// Removes `profile`'s target `id` and its queue; false when it has none.
    func remove(_ id: Int, of profile: UUID) async throws -> Bool
    /// The profiles with at least one target.
    func profilesWithTargets() async throws -> [UUID]
    /// Queues `message` for target `id`, unless a message with its key was queued for it
    /// before (sent or not); true when it was queued now.
    func enqueue(_ message: Message, for id: Int, at date: Date) async throws -> Bool
    /// Claims at most `limit` messages due by `now` (of `profile`'s targets, or anyone's), that
    /// no other claim holds, for `claimant` until `until`: oldest first, by target.
    func claim(dueBy now: Date, for profile: UUID?, claimant: String, until: Date, limit: Int) async throws -> [Claim]
    /// Records that claim `id` was sent at `date`, and its target as working.
    func sent(_ id: Int, at date: Date) async throws
    /// Records that claim `id` failed with `error` at `date`, to be tried again at `retryAt`,
    /// and its target as failing.
    func failed(_ id: Int, error: String, at date: Date, retryAt: Date) async throws
}
