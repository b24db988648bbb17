import Foundation

/// An HTTP response.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, such as 200.
    public var statusCode: Int
    /// Header fields, with lower-cased names.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Creates a response; header names are lower-cased.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    /// The value of a header, looked up without regard to case.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
