import Artwork
import Foundation
import Hummingbird
import HummingbirdTesting
import ReadCache

/// Requests in the API's terms, and their answers decoded.
public struct API: Sendable {
    /// The client, on the server's real HTTP.
    public let client: any TestClientProtocol
    /// The server's read cache, for a test that needs it listening.
    public let cache: ReadCache
    /// The server's posters, when it keeps them: a test waits on them to be fetched.
    public var artwork: ArtworkStore?

    /// An answer: its status, headers and body.
    public struct Answer: Sendable {
        public let status: HTTPResponse.Status
        public let headers: HTTPFields
        public let body: Data

        /// The body as JSON.
        public var json: Any? { try? JSONSerialization.jsonObject(with: body) }
        /// The body as a JSON object, empty when it is none.
        public var object: [String: Any] { json as? [String: Any] ?? [:] }
        /// The body as a JSON array of objects, empty when it is none.
        public var array: [[String: Any]] { json as? [[String: Any]] ?? [] }
        /// The body's `error`.
        public var error: String? { object["error"] as? String }
    }

    /// Sends `method uri` with a bearer `token`, and `json` or `raw` as a JSON body, when given.
    public func send(_ method: HTTPRequest.Method, _ uri: String, token: String? = nil, json: [String: Any]? = nil, raw: Data? = nil) async throws -> Answer {
        var headers: HTTPFields = [:]
        if let token { headers[.authorization] = "Bearer \(token)" }
        var body: ByteBuffer?
        if let data = try raw ?? json.map({ try JSONSerialization.data(withJSONObject: $0) }) {
            headers[.contentType] = "application/json"
            body = ByteBuffer(bytes: data)
        }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
        return Answer(status: response.status, headers: response.headers, body: Data(buffer: response.body))
    }

    /// Sends one request on a connection of its own, as a separate client would, where
    /// ``send(_:_:token:json:raw:)`` shares one kept-alive connection whose requests the server
    /// answers in turn.
    public func sendAsAnotherClient(_ method: HTTPRequest.Method, _ uri: String, token: String, json: [String: Any]) async throws -> HTTPResponse.Status {
        guard let port = client.port else { throw FixtureError(description: "the server has no port to connect to") }
        var headers: HTTPFields = [.authorization: "Bearer \(token)", .contentType: "application/json"]
        headers[.connection] = "close"
        let body = try ByteBuffer(bytes: JSONSerialization.data(withJSONObject: json))
        let connection = TestClient(host: "localhost", port: port, configuration: .init(timeout: .seconds(60)))
        connection.connect()
        do {
            let response = try await connection.execute(.init(uri, method: method, authority: "localhost", headers: headers, body: body))
            try await connection.shutdown()
            return response.status
        } catch {
            try? await connection.shutdown()
            throw error
        }
    }

    /// Signs `name` up; its token.
    public func signUp(_ name: String, password: String = "correct horse") async throws -> String {
        let answer = try await send(.post, "/v1/signup", json: ["name": name, "password": password])
        guard answer.status == .created, let token = answer.object["token"] as? String else {
            throw FixtureError(description: "sign-up of \(name) answered \(answer.status): \(String(decoding: answer.body, as: UTF8.self))")
        }
        return token
    }
}
