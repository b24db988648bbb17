import Foundation

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

    /// Why a target whose host is a literal IP address may not be added; nil for a name (which
    /// is checked when it is reached) or an address the policy allows.
    func refusal(ofLiteral host: String) -> String? {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if bare.lowercased() == "metadata.google.internal" { return "\(host) is a cloud's metadata service, which targets may never reach" }
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, bare, &v4) == 1 {
            let ip = UInt32(bigEndian: v4.s_addr)
            if ip >> 16 == 0xA9FE || ip >> 24 == 0 || ip >> 28 >= 0xE { return "\(host) is a link-local, metadata or reserved address, which targets may never reach" }
            let isPrivate = ip >> 24 == 127 || ip >> 24 == 10 || ip >> 20 == 0xAC1 || ip >> 16 == 0xC0A8 || ip >> 22 == (100 << 2 | 1)
            return isPrivate && !allowsPrivate ? privateRefusal(host) : nil
        }
        if inet_pton(AF_INET6, bare, &v6) == 1 {
            let bytes = withUnsafeBytes(of: v6) { Array($0) }
            if bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 || bytes[0] == 0xFF || bytes.allSatisfy({ $0 == 0 }) {
                return "\(host) is a link-local, multicast or unspecified address, which targets may never reach"
            }
            let isLoopback = bytes.dropLast().allSatisfy { $0 == 0 } && bytes[15] == 1
            return (isLoopback || bytes[0] & 0xFE == 0xFC) && !allowsPrivate ? privateRefusal(host) : nil
        }
        return nil
    }

    private func privateRefusal(_ host: String) -> String {
        "\(host) is a loopback or private address, which this server's operator has not allowed targets to reach (\(Self.variable)=1 allows it)"
    }
}
