import Foundation

/// Sends HTTP requests. Features depend on this protocol; the composition root decides
/// which implementation they get.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the response, whatever its status code.
    /// - Throws: ``HTTPClientError`` when no response arrives.
    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse
}
