import ArtworkDrawing
import FlyingFox
import Foundation
import Synchronization

/// The look-alike's fixtures, limits and request log, shared with its handler.
final class TVmazeFixtureState: Sendable {
    private struct State {
        var shows: [TVmazeFixtureShow]
        var baseURL: URL?
        var limited = 0
        var retryAfter: Int?
        var received: [String] = []
    }

    private let state: Mutex<State>

    init(shows: [TVmazeFixtureShow]) {
        state = Mutex(State(shows: shows))
    }

    var shows: [TVmazeFixtureShow] {
        get { state.withLock { $0.shows } }
        set { state.withLock { $0.shows = newValue } }
    }

    var baseURL: URL? {
        get { state.withLock { $0.baseURL } }
        set { state.withLock { $0.baseURL = newValue } }
    }

    var received: [String] {
        state.withLock { $0.received }
    }

    func limit(count: Int, retryAfter: Int?) {
        state.withLock { state in
            state.limited = count
            state.retryAfter = retryAfter
        }
    }

    func respond(to request: FlyingFox.HTTPRequest) async -> FlyingFox.HTTPResponse {
        let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let (shows, base, limited) = state.withLock { state -> ([TVmazeFixtureShow], URL?, Int?) in
            state.received.append(query.isEmpty ? request.path : "\(request.path)?\(query)")
            guard state.limited > 0 else { return (state.shows, state.baseURL, nil) }
            state.limited -= 1
            return (state.shows, state.baseURL, state.retryAfter ?? -1)
        }
        if let limited {
            var headers: HTTPHeaders = [.contentType: "application/json"]
            if limited >= 0 { headers[HTTPHeader("Retry-After")] = String(limited) }
            return FlyingFox.HTTPResponse(statusCode: .tooManyRequests, headers: headers, body: Data(#"{"name":"Too Many Requests","status":429}"#.utf8))
        }
        let value = { (name: String) in request.query.first { $0.name == name }?.value }
        switch request.path.split(separator: "/").map(String.init) {
        case ["lookup", "shows"]:
            let found = if let imdb = value("imdb") {
                shows.first { $0.imdbID == imdb }
            } else if let tvdb = value("thetvdb") {
                shows.first { $0.tvdbID == tvdb }
            } else {
                nil as TVmazeFixtureShow?
            }
            guard let show = found, let base else { return Self.notFound() }
            return FlyingFox.HTTPResponse(
                statusCode: .movedPermanently, headers: HTTPHeaders([.location: base.appending(path: "shows/\(show.show.id)").absoluteString])
            )
        case let path where path.count == 2 && path[0] == "shows":
            guard let show = shows.first(where: { $0.show.id == path[1] }) else { return Self.notFound() }
            return Self.json(TVmazeJSON.show(show, images: base))
        case let path where path.count == 3 && path[0] == "shows" && path[2] == "episodes":
            guard let show = shows.first(where: { $0.show.id == path[1] }) else { return Self.notFound() }
            let specials = value("specials") == "1"
            return Self.json(TVmazeJSON.episodes(show.episodes.filter { specials || $0.number != nil }, images: base))
        case let path where path.count == 5 && path[0] == "uploads" && path[1] == "images" && path[4].hasSuffix(".png"):
            // A show's poster or an episode's still, as TVmaze's image server serves them:
            // medium_portrait or medium_landscape, and original_untouched.
            let id = String(path[4].dropLast(4))
            let large = path[2] == "original_untouched"
            let (width, height): (Int, Int)
            if path[3] == "1" {
                guard shows.contains(where: { $0.episodes.contains { $0.id == id } }) else { return Self.notFound() }
                (width, height) = large ? (500, 280) : (250, 140)
            } else {
                guard shows.contains(where: { $0.show.id == id }) else { return Self.notFound() }
                (width, height) = large ? (420, 590) : (210, 295)
            }
            let png = FixturePNG.poster(for: "tvmaze:\(path[3]):\(id)", width: width, height: height)
            return FlyingFox.HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png"], body: Data(png))
        case ["updates", "shows"]:
            let period: TimeInterval? = switch value("since") {
            case "day": 24 * 3600
            case "week": 7 * 24 * 3600
            case "month": 30 * 24 * 3600
            case nil: nil
            default: -1
            }
            guard period != -1 else { return Self.notFound() }
            let since = period.map { Date().addingTimeInterval(-$0) } ?? .distantPast
            return Self.json(TVmazeJSON.updates(shows.map(\.show).filter { $0.updated >= since }))
        default:
            return Self.notFound()
        }
    }

    private static func json(_ body: Data) -> FlyingFox.HTTPResponse {
        FlyingFox.HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json; charset=UTF-8"], body: body)
    }

    private static func notFound() -> FlyingFox.HTTPResponse {
        FlyingFox.HTTPResponse(
            statusCode: .notFound, headers: [.contentType: "application/json"],
            body: Data(#"{"name":"Not Found","message":"","code":0,"status":404}"#.utf8)
        )
    }
}
