import Foundation

/// Why no HTTP response arrived.
public enum HTTPClientError: Error, Equatable, CustomStringConvertible {
    /// Nothing came back within the timeout.
    case timedOut(url: URL, after: Duration)
    /// The host could not be reached: no such host, connection refused, no network.
    case unreachable(url: URL, reason: String)
    /// The transfer failed in another way.
    case transport(url: URL, reason: String)
    /// The operator's outbound rules refused the address the request (or one of its
    /// redirects) led to; `reason` names the host, never the address it resolved to.
    case refused(url: URL, reason: String)

    public var description: String {
        switch self {
        case .timedOut(let url, let timeout):
            return "no response from \(url.absoluteString) within \(Self.seconds(timeout)) s; try again, or allow a longer timeout"
        case .unreachable(let url, let reason):
            return "cannot reach \(url.absoluteString) (\(reason)); check the network connection"
        case .transport(let url, let reason):
            return "the request to \(url.absoluteString) failed: \(reason)"
        case .refused(_, let reason):
            return "not sent: \(reason)"
        }
    }

    /// A duration in seconds as people write it, to the millisecond and in any locale:
    /// `0.5`, `10`, `2.25`.
    public static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
        let fraction = milliseconds % 1000
        guard fraction != 0 else { return "\(milliseconds / 1000)" }
        var digits = String(fraction + 1000).dropFirst()
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(milliseconds / 1000).\(digits)"
    }
}
