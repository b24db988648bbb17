import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// ``HTTPClient`` on SwiftNIO, through AsyncHTTPClient.
///
/// Why not URLSession: on Linux it lives in FoundationNetworking, which loads libcurl and
/// about thirty more shared libraries (TLS, Kerberos, LDAP, IDN) at every launch of every
/// command, whether it goes online or not: 10 to 14 ms measured, more than a whole
/// Foundation hello-world. SwiftNIO and its TLS are compiled into the binary, cost nothing
/// until the first request, and are the stack the server will run on.
///
/// It uses AsyncHTTPClient's process-wide shared client, whose event loop threads start on
/// the first request and need no shutdown.
public struct NIOHTTPClient: HTTPClient {
    /// The largest response body accepted; a catalog answer is a few kilobytes.
    public static let maximumBodyBytes = 8 * 1024 * 1024

    /// Creates a client on the shared connection pool.
    public init() {}

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method)
        for (name, value) in request.headers {
            outgoing.headers.add(name: name, value: value)
        }
        do {
            let response = try await AsyncHTTPClient.HTTPClient.shared.execute(outgoing, timeout: Self.timeAmount(request.timeout))
            let body = try await response.body.collect(upTo: Self.maximumBodyBytes)
            var headers: [String: String] = [:]
            for (name, value) in response.headers where headers[name.lowercased()] == nil {
                headers[name.lowercased()] = value
            }
            return HTTPResponse(statusCode: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            throw Self.classify(error, request: request)
        }
    }

    private static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// Sorts NIO's and AsyncHTTPClient's errors into what a person can act on.
    static func classify(_ error: any Error, request: HTTPRequest) -> HTTPClientError {
        if let clientError = error as? AsyncHTTPClient.HTTPClientError {
            switch clientError {
            case .deadlineExceeded, .readTimeout, .writeTimeout:
                return .timedOut(url: request.url, after: request.timeout)
            case .connectTimeout:
                return .unreachable(url: request.url, reason: "the connection timed out")
            default:
                return .transport(url: request.url, reason: String(describing: clientError))
            }
        }
        if error is NIOConnectionError || error is SocketAddressError {
            return .unreachable(url: request.url, reason: "no connection could be made")
        }
        if let io = error as? IOError {
            return .unreachable(url: request.url, reason: io.description)
        }
        if error is ChannelError {
            return .transport(url: request.url, reason: String(describing: error))
        }
        return .transport(url: request.url, reason: String(describing: error))
    }
}
