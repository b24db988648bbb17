import Foundation

/// The signed-in profile's notification targets, and sending what is due to them. Each method
/// throws `AuthError.notLoggedIn` when no one is signed in.
public protocol NotificationService: Sendable {
    /// Adds a target, after checking its address and token.
    /// - Throws: ``NotificationError/invalidTarget(_:)``, or ``NotificationError/notAllowed(_:)``
    ///   for an address the operator does not let targets reach.
    func add(_ target: NewTarget) async throws -> NotificationTarget
    /// The profile's targets, oldest first, each with how its sends go.
    func targets() async throws -> [NotificationTarget]
    /// Removes target `id` and what waits for it.
    /// - Throws: ``NotificationError/noSuchTarget(_:)``.
    func remove(_ id: Int) async throws
    /// Sends target `id` a test message now, outside the queue.
    /// - Throws: ``NotificationError/noSuchTarget(_:)``, ``NotificationError/deliveryFailed(_:)``.
    func test(_ id: Int) async throws
    /// Queues what aired since each target was added and was not announced to it, and sends
    /// what is due: each episode once a target, a failing target retried later with growing
    /// waits while the others go on.
    func send() async throws -> SendSummary
}

/// What a ``NotificationService/send()`` did.
public struct SendSummary: Hashable, Sendable {
    /// Messages that went through.
    public let sent: Int
    /// Messages that failed, or waited behind one that failed, and are tried again later.
    public let failed: Int

    /// Creates one.
    public init(sent: Int, failed: Int) {
        self.sent = sent
        self.failed = failed
    }
}

/// Why a notification operation failed. Each message says what happened; the executable
/// adds which of its commands to use next.
public enum NotificationError: Error, Equatable, CustomStringConvertible {
    /// The target cannot be added as given.
    case invalidTarget(String)
    /// The target's address is one the server's operator does not let targets reach.
    case notAllowed(String)
    /// The profile has no target with this number.
    case noSuchTarget(Int)
    /// The target did not take the message.
    case deliveryFailed(String)
    /// The profile has ``mostTargets`` already: each round of sending runs one task a target.
    case tooManyTargets

    /// The most targets a profile may have.
    public static let mostTargets = 10

    public var description: String {
        switch self {
        case .invalidTarget(let reason), .notAllowed(let reason): reason
        case .noSuchTarget(let id): "there is no notification target \(id)"
        case .deliveryFailed(let reason): reason
        case .tooManyTargets: "a profile has at most \(Self.mostTargets) notification targets; remove one to add another"
        }
    }
}
