import Foundation

/// An HTTP request.
public struct HTTPRequest: Sendable, Equatable {
    /// The request method, such as `GET`.
    public var method: String
    /// The absolute URL.
    public var url: URL
    /// Header fields.
    public var headers: [String: String]
    /// How long to wait for the whole response.
    public var timeout: Duration
    /// The body sent, if any.
    public var body: Data?
    /// The addresses the request may connect to, after DNS and after each redirect.
    public var reach: Reach

    /// Which addresses a request may connect to, at every hop of its redirects.
    public enum Reach: Sendable, Equatable {
        /// Any address: the services the operator configured.
        case anywhere
        /// What the operator's rules allow: for a request to an address that someone other
        /// than the operator gave (a notification's target, an image a service named).
        case restricted(OutboundPolicy)

        /// Public internet addresses only.
        public static let publicOnly = Reach.restricted(.publicOnly)
    }

    /// Creates a request; `GET` with a 10 second timeout, no body and any address unless told otherwise.
    /// Link-local addresses (cloud metadata among them) are refused by every restricted reach.
    public init(
        method: String = "GET", url: URL, headers: [String: String] = [:], timeout: Duration = .seconds(10), body: Data? = nil,
        reach: Reach = .anywhere
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.body = body
        self.reach = reach
    }
}
