import CalendarInterface
import CalendarPorts
import Foundation
import Networking

/// Each service's request for a message, as its documentation gives it:
///
/// - ntfy: JSON publishing, `POST` to the server's root with `{"topic", "title", "message",
///   "tags"}` (docs.ntfy.sh, "Publish as JSON"), which carries any text where headers would
///   need encoding; `Authorization: Bearer` with an access token;
/// - Discord: `POST` to the webhook with `{"content", "username", "allowed_mentions"}`
///   (content at most 2,000 characters, mentions turned off);
/// - Gotify: `POST /message` with `X-Gotify-Key` and `{"title", "message", "priority"}`;
/// - Apprise API: `POST` to its notify URL with `{"title", "body", "type", "format"}`;
/// - a webhook: `POST` with `{"event", "title", "body", "episodes"}`, the event
///   `episode.aired`, `digest` or `test`.
enum ServiceRequests {
    static func request(for message: Message, to target: TargetAddress) throws -> HTTPRequest {
        let (url, headers, document): (URL, [String: String], Any) = switch target.kind {
        case .ntfy:
            try ntfy(message, target.address, token: target.token)
        case .discord:
            (target.address, [:], ["content": String("**\(message.title)**\n\(message.body)".prefix(2000)), "username": "Watchlist", "allowed_mentions": ["parse": [String]()]])
        case .gotify:
            (target.address.appending(path: "message"), ["X-Gotify-Key": target.token ?? ""], ["title": message.title, "message": message.body, "priority": 5])
        case .apprise:
            (target.address, [:], ["title": message.title, "body": message.body, "type": "info", "format": "text"])
        case .webhook:
            (target.address, [:], webhook(message))
        }
        let body = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])
        return HTTPRequest(
            method: "POST", url: url, headers: headers.merging(["Content-Type": "application/json", "User-Agent": "Watchlist"]) { first, _ in first }, body: body
        )
    }

    /// ntfy's JSON publishing: the topic is the address's last path component, posted to the
    /// address without it.
    private static func ntfy(_ message: Message, _ address: URL, token: String?) throws -> (URL, [String: String], Any) {
        guard let topic = address.path().split(separator: "/").last.map(String.init) else {
            throw NotificationError.deliveryFailed("the ntfy address names no topic")
        }
        let root = address.deletingLastPathComponent()
        let headers = token.map { ["Authorization": "Bearer \($0)"] } ?? [:]
        return (root, headers, ["topic": topic, "title": message.title, "message": message.body, "tags": ["tv"]])
    }

    private static func webhook(_ message: Message) -> [String: Any] {
        let event = switch message.kind {
        case .episode: "episode.aired"
        case .digest: "digest"
        case .test: "test"
        }
        return [
            "event": event, "title": message.title, "body": message.body,
            "episodes": message.episodes.map { episode -> [String: Any] in
                [
                    "showID": episode.showID, "show": episode.show, "season": episode.season, "number": episode.number as Any? ?? NSNull(),
                    "title": episode.title, "airDate": episode.airDate,
                    "airTime": episode.airTime.map { ISO8601DateFormatter().string(from: $0) } as Any? ?? NSNull(),
                    "network": episode.network as Any? ?? NSNull(),
                ]
            },
        ]
    }
}
