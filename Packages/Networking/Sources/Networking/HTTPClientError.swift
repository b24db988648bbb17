import Foundation

/// Why no HTTP response arrived.
public enum HTTPClientError: Error, Equatable, CustomStringConvertible {
    /// Nothing came back within the timeout.
    case timedOut(url: URL, after: Duration)
    /// The host could not be reached: no such host, connection refused, no network.
    case unreachable(url: URL, reason: String)
    /// The transfer failed in another way.
    case transport(url: URL, reason: String)

    public var description: String {
        switch self {
        case .timedOut(let url, let timeout):
            return "no response from \(url.absoluteString) within \(timeout.components.seconds) s; try again, or allow longer with --timeout"
        case .unreachable(let url, let reason):
            return "cannot reach \(url.absoluteString) (\(reason)); check the network connection"
        case .transport(let url, let reason):
            return "the request to \(url.absoluteString) failed: \(reason)"
        }
    }
}
