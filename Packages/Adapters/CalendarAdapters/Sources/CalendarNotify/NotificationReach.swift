import Foundation
import Networking

/// Which addresses notification targets may reach: the operator's outbound rules
/// (`watchlist-server --allow-outbound`), or on a person's own machine every network of it.
/// Link-local addresses (169.254.0.0/16 and fe80::/10, where clouds answer their metadata)
/// never, whatever is listed.
public struct NotificationReach: Sendable, Equatable {
    /// The rules targets are sent under.
    public let policy: OutboundPolicy

    /// Targets under `policy`.
    public init(_ policy: OutboundPolicy) {
        self.policy = policy
    }

    /// On a person's own machine: their targets may be on it or on its networks.
    public static let ownMachine = NotificationReach(.everyNetwork)

    /// The reach of a request to a target.
    var requestReach: HTTPRequest.Reach { .restricted(policy) }

    /// Why a target whose host is a numeric address (in any form: `127.1`, `2130706433`,
    /// `[::ffff:127.0.0.1]`) may not be added: what sending to it would say; nil for a name
    /// (which is checked when it is reached) or an address the rules allow.
    func refusal(ofLiteral host: String) -> String? {
        if host.lowercased() == "metadata.google.internal" { return "\(host) is a cloud's metadata service, which targets may never reach" }
        return requestReach.refusal(ofHost: host)
    }
}
