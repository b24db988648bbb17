import Artwork
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Networking
import ReadCache
import Synchronization
@testable import ServerApp

/// A clock that tests move by hand.
final class ManualClock: Sendable {
    /// Where every clock starts: 2025-11-23T00:00Z.
    static let start = Date(timeIntervalSince1970: 1_763_856_000)
    private let current = Mutex(start)
    func now() -> Date { current.withLock { $0 } }
    func advance(seconds: Double) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// `watchlist-server`'s composition root on an SQLite file in a temporary directory, or on a
/// PostgreSQL URL, served on 127.0.0.1 and a free port by HummingbirdTesting's live mode:
/// real HTTP, in-process.
struct ServerFixture {
    let directory = FileManager.default.temporaryDirectory.appending(path: "server-\(UUID().uuidString)")
    let clock = ManualClock()
    let root: ServerRoot

    /// A server on `postgres`, or else on `sqliteFile`, or else on a file of its own, with the
    /// features' `options` as its command line would give them (a token lives an hour unless
    /// they say). With `posters`, it keeps posters in its directory, fetched from where
    /// `environment` says. Users' addresses may lead where `outbound` allows.
    init(
        options: [String] = [], postgres: String? = nil, sqliteFile: URL? = nil, environment: [String: String] = [:], posters: Bool = false,
        outbound: OutboundPolicy = .publicOnly
    ) throws {
        let file = sqliteFile ?? directory.appending(path: "server.sqlite")
        // A token lives an hour and anyone may sign up, unless the test's options say otherwise.
        var defaults = options.contains("--token-lifetime") ? [] : ["--token-lifetime", "3600"]
        if !options.contains("--signups") { defaults += ["--signups", "open"] }
        let features = try FeatureOptions.parse(options + defaults)
        let configuration = try ServerConfiguration(
            host: "127.0.0.1", port: 0, database: postgres == nil ? file.path : nil,
            postgres: postgres, environment: environment, homeDirectory: directory, features: features.settings,
            images: posters ? ImageCache(directory: directory.appending(path: "images"), maximumBytes: 64 * 1024 * 1024) : nil, outbound: outbound
        )
        var logger = Logger(label: "watchlist-server-test")
        logger.logLevel = .warning
        let clock = clock
        root = ServerRoot(configuration: configuration, logger: logger, clock: { clock.now() })
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `body` against the server listening.
    func withServer<T: Sendable>(_ body: @Sendable (API) async throws -> T) async throws -> T {
        defer { remove() }
        return try await withServerKeepingFiles(body)
    }
}

/// Requests in the API's terms, and their answers decoded.
struct API: Sendable {
    let client: any TestClientProtocol
    /// The server's read cache, for a test that needs it listening.
    let cache: ReadCache
    /// The server's posters, when it keeps them: a test waits on them to be fetched.
    var artwork: ArtworkStore?

    struct Answer: Sendable {
        let status: HTTPResponse.Status
        let headers: HTTPFields
        let body: Data

        /// The body as JSON.
        var json: Any? { try? JSONSerialization.jsonObject(with: body) }
        var object: [String: Any] { json as? [String: Any] ?? [:] }
        var array: [[String: Any]] { json as? [[String: Any]] ?? [] }
        var error: String? { object["error"] as? String }
    }

    func send(_ method: HTTPRequest.Method, _ uri: String, token: String? = nil, json: [String: Any]? = nil, raw: Data? = nil) async throws -> Answer {
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
    func sendAsAnotherClient(_ method: HTTPRequest.Method, _ uri: String, token: String, json: [String: Any]) async throws -> HTTPResponse.Status {
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
    func signUp(_ name: String, password: String = "correct horse") async throws -> String {
        let answer = try await send(.post, "/v1/signup", json: ["name": name, "password": password])
        guard answer.status == .created, let token = answer.object["token"] as? String else {
            throw FixtureError(description: "sign-up of \(name) answered \(answer.status): \(String(decoding: answer.body, as: UTF8.self))")
        }
        return token
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let description: String
}
