import Foundation
import Networking

/// Which addresses notification targets may reach: the operator's choice, from the
/// environment. Link-local addresses (169.254.0.0/16 and fe80::/10, where clouds answer their
/// metadata) never; loopback and private networks only with
/// `WATCHLIST_NOTIFY_PRIVATE_NETWORKS=1`, for an ntfy or Gotify on the same machine or network.
public struct NotificationReach: Sendable, Equatable {
    /// Whether loopback and private networks may be reached.
    public let allowsPrivate: Bool

    /// The environment variable that allows them.
    public static let variable = "WATCHLIST_NOTIFY_PRIVATE_NETWORKS"

    /// Creates one.
    public init(allowsPrivate: Bool) {
        self.allowsPrivate = allowsPrivate
    }

    /// The operator's choice in `environment`: private networks allowed when the variable is 1.
    public static func from(environment: [String: String]) -> NotificationReach {
        NotificationReach(allowsPrivate: environment[variable] == "1")
    }

    /// The reach of a request to a target.
    var requestReach: HTTPRequest.Reach { allowsPrivate ? .publicAndPrivate : .publicOnly }

    /// Why a target whose host is a numeric address (in any form: `127.1`, `2130706433`,
    /// `[::ffff:127.0.0.1]`) may not be added: what sending to it would say, and for a private
    /// one what allows it; nil for a name (which is checked when it is reached) or an address the
    /// policy allows.
    func refusal(ofLiteral host: String) -> String? {
        if host.lowercased() == "metadata.google.internal" { return "\(host) is a cloud's metadata service, which targets may never reach" }
        guard let refusal = requestReach.refusal(ofHost: host) else { return nil }
        return refusal.hasSuffix("which is never reached") ? refusal : "\(refusal) (\(Self.variable)=1 allows it)"
    }
}
