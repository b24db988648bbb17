import APIContract
import AuthInterface
import Foundation
import Networking

/// Sends the API's requests to one server and reads its answers: JSON documents in, JSON
/// documents out, and every failure as a ``RemoteError``. The remote services here, and each
/// feature's own (in its `<Feature>App` module), speak through it.
public struct APIClient: Sendable {
    /// The server's address.
    public let server: URL
    let http: any HTTPClient
    /// The bound on each request: an unreachable server is reported after at most this long.
    let timeout: Duration
    /// The bearer token, for the routes that need one.
    var token: String?

    /// A client of `server`, each request bounded by `timeout`, sending `token` when there is one.
    public init(server: URL, http: any HTTPClient, timeout: Duration, token: String?) {
        self.server = server
        self.http = http
        self.timeout = timeout
        self.token = token
    }

    /// A client of `session`'s server, as its profile.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        self.init(server: session.server, http: http, timeout: timeout, token: session.token)
    }

    /// `path` (percent-encoded, with its query) on the server, as `method`, with `body` as
    /// JSON; the answer decoded as `Answer`.
    public func send<Answer: Decodable>(
        _ method: String, _ path: String, query: [URLQueryItem] = [], body: (some Encodable)? = nil as String?, as: Answer.Type
    ) async throws(RemoteError) -> Answer {
        try decode(Answer.self, from: try await send(method, path, query: query, body: body).body, answering: "\(method) \(path)")
    }

    /// A document of an answer.
    public func decode<Answer: Decodable>(_ type: Answer.Type, from body: Data, answering request: String) throws(RemoteError) -> Answer {
        do {
            return try APIJSON.decoder().decode(Answer.self, from: body)
        } catch {
            throw .unexpectedAnswer(server: server, reason: "its answer to \(request) could not be read")
        }
    }

    /// `path` (percent-encoded) on the server, as `method`, with `body` as JSON; the answer's
    /// status and body, when its status is 2xx.
    @discardableResult
    public func send(
        _ method: String, _ path: String, query: [URLQueryItem] = [], body: (some Encodable)? = nil as String?
    ) async throws(RemoteError) -> (status: Int, body: Data) {
        // `path` is percent-encoded by the caller (a series' title may hold a slash), so it is
        // joined to the address as it is, where `URL.appending(path:)` would encode it again.
        let address = server.absoluteString.hasSuffix("/") ? String(server.absoluteString.dropLast()) : server.absoluteString
        var components = URL(string: address + "/" + path).flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
        if !query.isEmpty { components?.queryItems = query }
        guard let url = components?.url else { throw .invalidServerAddress(server.absoluteString) }
        var headers = ["Accept": "application/json"]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        var encoded: Data?
        if let body {
            headers["Content-Type"] = "application/json"
            encoded = try? APIJSON.encoder().encode(body)
        }
        let response: HTTPResponse
        do {
            response = try await http.send(HTTPRequest(method: method, url: url, headers: headers, timeout: timeout, body: encoded))
        } catch {
            throw .unreachable(server: server, reason: Self.reason(error))
        }
        switch response.statusCode {
        case 200..<300:
            return (response.statusCode, response.body)
        case 401 where token != nil:
            throw .sessionEnded(server: server)
        default:
            let message = (try? APIJSON.decoder().decode(ErrorDocument.self, from: response.body))?.error
            guard let message else {
                throw .unexpectedAnswer(server: server, reason: "\(method) \(path) answered \(response.statusCode) without the API's error document")
            }
            throw .refused(status: response.statusCode, message: message)
        }
    }

    private static func reason(_ error: HTTPClientError) -> String {
        switch error {
        case .timedOut(_, let after): "no answer within \(HTTPClientError.seconds(after)) s"
        case .unreachable(_, let reason), .transport(_, let reason), .refused(_, let reason): reason
        }
    }
}
