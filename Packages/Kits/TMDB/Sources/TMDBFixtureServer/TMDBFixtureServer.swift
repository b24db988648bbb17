import FlyingFox
import Foundation
import Synchronization

/// A TMDB look-alike on 127.0.0.1 and a free port: it serves canned answers in TMDB's
/// documented JSON shapes for `search/movie`, `find/{imdb_id}`, `movie/{id}` (with `append_to_response=release_dates`), `movie/{id}/credits`,
/// `search/tv`, `tv/{id}` (with `append_to_response=external_ids,season/N`), `tv/{id}/external_ids`,
/// `tv/{id}/season/{n}` and `tv/changes`, checks
/// the bearer token like TMDB, and can be told to misbehave (``Fault``). Tests and dev apps
/// only: it lets the whole live HTTP path run with no internet.
public final class TMDBFixtureServer: Sendable {
    /// The token it accepts.
    public static let token = "fixture-token"

    /// The base URL to use as `TMDB_BASE_URL`, such as `http://127.0.0.1:49152/3`.
    public let baseURL: URL

    /// Where its image server answers, for `TMDB_IMAGE_BASE_URL`: `<host>/t/p`.
    public var imageBaseURL: URL {
        baseURL.deletingLastPathComponent().appending(path: "t/p")
    }

    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let state: FixtureState

    private init(server: HTTPServer, task: Task<Void, any Error>, baseURL: URL, state: FixtureState) {
        self.server = server
        self.task = task
        self.baseURL = baseURL
        self.state = state
    }

    /// Starts a server on 127.0.0.1 and a port the system chooses.
    public static func start() async throws -> TMDBFixtureServer {
        let state = FixtureState()
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        await server.appendRoute("*") { request in await state.respond(to: request) }
        let task = Task { try await server.run() }
        // FlyingFox's default wait is 5 s; a loaded 2-core CI machine running the end-to-end
        // suites in parallel has taken longer than that to schedule the listener.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress,
              let baseURL = URL(string: "http://127.0.0.1:\(port)/3") else {
            task.cancel()
            throw FixtureServerError(description: "the fixture server did not report a loopback port")
        }
        return TMDBFixtureServer(server: server, task: task, baseURL: baseURL, state: state)
    }

    /// Stops listening; requests afterwards find nothing there.
    public func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }

    /// Makes the next `count` requests fail with `fault`; later requests are answered normally.
    public func inject(_ fault: Fault, count: Int = 1) {
        state.inject(fault, count: count)
    }

    /// Makes every request fail with `fault` until ``clearFaults()``.
    public func injectAlways(_ fault: Fault) {
        state.inject(fault, count: .max)
    }

    /// Answers normally again.
    public func clearFaults() {
        state.clearFaults()
    }

    /// Lists the show whose TMDB id is `id` in `tv/changes` from now on, as TMDB does once
    /// anything of it changed.
    public func change(showID id: Int) {
        state.change(showID: id)
    }

    /// The requests received so far, as `path?query`, oldest first.
    public var receivedRequests: [String] {
        state.received
    }
}

/// What a fixture server does instead of answering normally.
public enum Fault: Sendable, Equatable {
    /// Answers with this status code and a TMDB-style error body, with `Retry-After` if given.
    case status(Int, retryAfter: Int? = nil)
    /// Waits this long, then answers normally.
    case delay(Duration)
    /// Sends only the first half of the normal body.
    case truncatedBody
    /// Sends a body that is not JSON.
    case malformedJSON
    /// Sends valid JSON of another shape than TMDB documents.
    case unexpectedShape
}

struct FixtureServerError: Error, CustomStringConvertible {
    let description: String
}
