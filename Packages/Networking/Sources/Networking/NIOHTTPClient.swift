import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// ``HTTPClient`` on URLSession: Foundation's own stack on Apple systems,
/// FoundationNetworking on libcurl on Linux.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession

    /// Creates a client with its own ephemeral session: no cookies, no disk cache.
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.timeoutInterval = Self.seconds(request.timeout)
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw Self.classify(error, request: request)
        }
        guard let http = response as? HTTPURLResponse else {
            throw .transport(url: request.url, reason: "the response is not HTTP")
        }
        let headers = http.allHeaderFields.reduce(into: [String: String]()) { result, field in
            if let name = field.key as? String, let value = field.value as? String {
                result[name] = value
            }
        }
        return HTTPResponse(statusCode: http.statusCode, headers: headers, body: data)
    }

    /// libcurl-based URLSession truncates timeouts to whole seconds, so a sub-second
    /// timeout would expire at once; round up to at least one second.
    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return max(1, (TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18).rounded(.up))
    }

    private static func classify(_ error: any Error, request: HTTPRequest) -> HTTPClientError {
        guard let urlError = error as? URLError else {
            return .transport(url: request.url, reason: String(describing: error))
        }
        switch urlError.code {
        case .timedOut:
            return .timedOut(url: request.url, after: request.timeout)
        case .cannotFindHost, .cannotConnectToHost, .notConnectedToInternet, .networkConnectionLost, .dnsLookupFailed:
            return .unreachable(url: request.url, reason: urlError.localizedDescription)
        default:
            return .transport(url: request.url, reason: urlError.localizedDescription)
        }
    }
}
