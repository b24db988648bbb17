import CalendarInterface
import Foundation

/// A target, as `GET /v1/notifications` lists them: its secrets masked.
public struct NotificationTargetDocument: Codable, Sendable, Equatable {
    public let id: Int
    public let kind: String
    /// The address, masked.
    public let address: String
    /// Whether a token is kept.
    public let token: Bool
    public let digest: Bool
    public let createdAt: Date
    public let lastSent: Date?
    public let failingSince: Date?
    public let lastError: String?
    public let waiting: Int
    public let nextAttempt: Date?

    /// The document of `target`.
    public init(_ target: NotificationTarget) {
        id = target.id
        kind = target.kind.rawValue
        address = target.maskedAddress
        token = target.hasToken
        digest = target.digest
        createdAt = target.createdAt
        lastSent = target.health.lastSent
        failingSince = target.health.failingSince
        lastError = target.health.lastError
        waiting = target.health.waiting
        nextAttempt = target.health.nextAttempt
    }

    /// The target it describes; nil for a kind the API does not document.
    public var target: NotificationTarget? {
        TargetKind(rawValue: kind).map { kind in
            NotificationTarget(
                id: id, kind: kind, maskedAddress: address, hasToken: token, digest: digest, createdAt: createdAt,
                health: TargetHealth(lastSent: lastSent, failingSince: failingSince, lastError: lastError, waiting: waiting, nextAttempt: nextAttempt)
            )
        }
    }
}

/// The body of `POST /v1/notifications`.
public struct NewTargetDocument: Codable, Sendable, Equatable {
    public let kind: String
    public let address: String
    public let token: String?
    public let digest: Bool?

    /// The document of `target`.
    public init(_ target: NewTarget) {
        kind = target.kind.rawValue
        address = target.address.absoluteString
        token = target.token
        digest = target.digest
    }

    private enum CodingKeys: String, CodingKey {
        case kind, address, token, digest
    }

    /// Reads the body; `token` and `digest` may be left out, never null.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        address = try container.decode(String.self, forKey: .address)
        token = container.contains(.token) ? try container.decode(String.self, forKey: .token) : nil
        digest = container.contains(.digest) ? try container.decode(Bool.self, forKey: .digest) : nil
    }

    /// The target it asks for, or why it cannot be one.
    public func target() throws(NotificationError) -> NewTarget {
        guard let kind = TargetKind(rawValue: kind) else {
            throw .invalidTarget("kind is \"\(kind)\", not one of \(TargetKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard address.utf8.count <= 2048, let url = URL(string: address), url.scheme != nil else { throw .invalidTarget("address is not a URL of at most 2,048 bytes") }
        return NewTarget(kind: kind, address: url, token: token, digest: digest ?? false)
    }
}

/// The answer of `POST /v1/notifications/send`.
public struct SendSummaryDocument: Codable, Sendable, Equatable {
    public let sent: Int
    public let failed: Int

    /// The document of `summary`.
    public init(_ summary: SendSummary) {
        sent = summary.sent
        failed = summary.failed
    }

    /// The summary it describes.
    public var summary: SendSummary { SendSummary(sent: sent, failed: failed) }
}

/// The answer of `POST /v1/notifications/{id}/test`: whether the target took the message.
public struct NotificationTestDocument: Codable, Sendable, Equatable {
    public let delivered: Bool
    public let error: String?

    /// Creates one.
    public init(delivered: Bool, error: String?) {
        self.delivered = delivered
        self.error = error
    }
}
