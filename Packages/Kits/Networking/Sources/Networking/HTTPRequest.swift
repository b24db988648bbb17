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

    /// Creates a request; `GET` with a 10 second timeout and no body unless told otherwise.
    public init(method: String = "GET", url: URL, headers: [String: String] = [:], timeout: Duration = .seconds(10), body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.body = body
    }
}
