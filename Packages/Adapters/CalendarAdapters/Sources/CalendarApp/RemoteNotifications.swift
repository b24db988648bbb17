import AuthInterface
import CalendarAPI
import CalendarInterface
import Foundation
import Networking
import RemoteClient

/// ``NotificationService`` on a `watchlist-server`, as the session's profile: each call is one
/// request to `/v1/notifications`, and the server's answer (its error's message included) is
/// the result. `send` asks the server to send now what it would send within the minute.
public struct RemoteNotifications: NotificationService {
    private let client: APIClient

    /// The notifications of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        client = APIClient(session: session, http: http, timeout: timeout)
    }

    public func add(_ target: NewTarget) async throws -> NotificationTarget {
        try Self.target(try await client.send("POST", "v1/notifications", body: NewTargetDocument(target), as: NotificationTargetDocument.self))
    }

    public func targets() async throws -> [NotificationTarget] {
        try await client.send("GET", "v1/notifications", as: [NotificationTargetDocument].self).map(Self.target)
    }

    public func remove(_ id: Int) async throws {
        _ = try await client.send("DELETE", "v1/notifications/\(id)")
    }

    public func test(_ id: Int) async throws {
        let result = try await client.send("POST", "v1/notifications/\(id)/test", as: NotificationTestDocument.self)
        if !result.delivered { throw NotificationError.deliveryFailed(result.error ?? "the target did not take the message") }
    }

    public func send() async throws -> SendSummary {
        try await client.send("POST", "v1/notifications/send", as: SendSummaryDocument.self).summary
    }

    private static func target(_ document: NotificationTargetDocument) throws -> NotificationTarget {
        guard let target = document.target else { throw RemoteCalendarError.unreadable }
        return target
    }
}
