import FlyingFox
import Foundation

/// A show the look-alike knows, with its episodes, given by the tests and the dev apps that
/// start it.
public struct TVmazeFixtureShow: Sendable {
    /// The show, as TVmaze keeps it.
    public struct Show: Sendable {
        /// TVmaze's id of it, digits.
        public let id: String
        public let name: String
        /// Its network or streaming service.
        public let network: String?
        /// When TVmaze last changed it.
        public let updated: Date

        /// Creates one.
        public init(id: String, name: String, network: String?, updated: Date) {
            self.id = id
            self.name = name
            self.network = network
            self.updated = updated
        }
    }

    /// An episode of it, as TVmaze keeps it.
    public struct Episode: Sendable {
        /// TVmaze's id of it, digits.
        public let id: String
        public let season: Int
        /// Nil for a special.
        public let number: Int?
        public let title: String
        /// `YYYY-MM-DD` where it airs, if announced.
        public let airDate: String?
        /// The moment it airs, when more than the day is known.
        public let airTime: Date?
        public let runtimeMinutes: Int?

        /// Creates one.
        public init(id: String, season: Int, number: Int?, title: String, airDate: String?, airTime: Date?, runtimeMinutes: Int?) {
            self.id = id
            self.season = season
            self.number = number
            self.title = title
            self.airDate = airDate
            self.airTime = airTime
            self.runtimeMinutes = runtimeMinutes
        }
    }

    /// The IMDb id it is looked up by.
    public let imdbID: String
    /// TheTVDB's id it is looked up by too, if any.
    public let tvdbID: String?
    /// The show.
    public let show: Show
    /// Its episodes, specials included.
    public let episodes: [Episode]

    /// Creates a show.
    public init(imdbID: String, tvdbID: String? = nil, show: Show, episodes: [Episode]) {
        self.imdbID = imdbID
        self.tvdbID = tvdbID
        self.show = show
        self.episodes = episodes
    }
}

/// A TVmaze look-alike on 127.0.0.1 and a free port, answering from the shows it is given in
/// TVmaze's documented JSON shapes: `/lookup/shows?imdb=` or `?thetvdb=` (a 301 to the show, as TVmaze
/// answers), `/shows/{id}`, `/shows/{id}/episodes` (specials with `specials=1`) and
/// `/updates/shows?since=day|week|month`. It can be told to answer 429 for a while, and
/// keeps every request it received. Tests and dev apps only: it lets the whole HTTP path run
/// with no internet.
public final class TVmazeFixtureServer: Sendable {
    /// The base address to use as `TVMAZE_BASE_URL`, such as `http://127.0.0.1:49152`.
    public let baseURL: URL
    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let state: TVmazeFixtureState

    private init(server: HTTPServer, task: Task<Void, any Error>, baseURL: URL, state: TVmazeFixtureState) {
        self.server = server
        self.task = task
        self.baseURL = baseURL
        self.state = state
    }

    /// Starts a server of `shows` on 127.0.0.1 and a port the system chooses (`port` 0), or
    /// on `port`.
    public static func start(_ shows: [TVmazeFixtureShow], port: UInt16 = 0) async throws -> TVmazeFixtureServer {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 30, logger: .disabled)
        let box = TVmazeFixtureState(shows: shows)
        await server.appendRoute("*") { request in await box.respond(to: request) }
        let task = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress, let baseURL = URL(string: "http://127.0.0.1:\(port)") else {
            task.cancel()
            throw TVmazeFixtureServerError(description: "the TVmaze look-alike did not report a loopback port")
        }
        box.baseURL = baseURL
        return TVmazeFixtureServer(server: server, task: task, baseURL: baseURL, state: box)
    }

    /// Stops listening.
    public func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }

    /// Answers from `shows` from now on, as when shows change at TVmaze.
    public func update(_ shows: [TVmazeFixtureShow]) {
        state.shows = shows
    }

    /// Answers the next `count` requests with 429, with `Retry-After: retryAfter` when given.
    public func limit(count: Int, retryAfter: Int? = nil) {
        state.limit(count: count, retryAfter: retryAfter)
    }

    /// The requests received so far, as `path?query`, oldest first.
    public var receivedRequests: [String] {
        state.received
    }
}

struct TVmazeFixtureServerError: Error, CustomStringConvertible {
    let description: String
}
