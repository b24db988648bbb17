import FlyingFox
import Foundation
import Synchronization

/// The fixture server's faults and request log, shared with its handler.
final class FixtureState: Sendable {
    private struct Pending {
        var fault: Fault
        var remaining: Int
    }

    private let faults = Mutex<[Pending]>([])
    private let log = Mutex<[String]>([])
    private let changed = Mutex<[Int]>([])

    /// Lists the show `id` in `tv/changes` from now on.
    func change(showID id: Int) {
        changed.withLock { $0.append(id) }
    }

    func inject(_ fault: Fault, count: Int) {
        faults.withLock { $0.append(Pending(fault: fault, remaining: count)) }
    }

    func clearFaults() {
        faults.withLock { $0.removeAll() }
    }

    var received: [String] {
        log.withLock { $0 }
    }

    /// Takes the next fault to apply, if any.
    private func nextFault() -> Fault? {
        faults.withLock { faults in
            guard !faults.isEmpty else { return nil }
            let fault = faults[0].fault
            faults[0].remaining -= 1
            if faults[0].remaining <= 0 { faults.removeFirst() }
            return fault
        }
    }

    func respond(to request: FlyingFox.HTTPRequest) async -> FlyingFox.HTTPResponse {
        let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        log.withLock { $0.append(query.isEmpty ? request.path : "\(request.path)?\(query)") }

        // The image server takes no token, as TMDB's does not.
        let parts = request.path.split(separator: "/").map(String.init)
        if parts.count == 4, parts[0] == "t", parts[1] == "p" {
            let known = FixturePoster.movie(file: parts[3]).map { id in FixtureMovies.all.contains { $0.id == id } }
                ?? FixturePoster.episode(file: parts[3]).map(FixtureSeries.namedEpisodeIDs.contains) ?? false
            guard known else { return Self.notFound() }
            return FlyingFox.HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png"], body: Data(FixturePoster.png))
        }
        guard request.headers[.authorization] == "Bearer \(TMDBFixtureServer.token)" else {
            return Self.error(401, code: 7, message: "Invalid API key: You must be granted a valid key.")
        }
        switch nextFault() {
        case .status(let status, let retryAfter)?:
            var response = Self.error(status, code: 25, message: "Your request count is over the allowed limit.")
            if let retryAfter { response.headers[HTTPHeader("Retry-After")] = String(retryAfter) }
            return response
        case .delay(let duration)?:
            try? await Task.sleep(for: duration)
            return answer(request)
        case .truncatedBody?:
            let normal = answer(request)
            let body = (try? await normal.bodyData) ?? Data()
            return Self.json(Data(body.prefix(body.count / 2)))
        case .malformedJSON?:
            return Self.json(Data("<html>Bad Gateway</html>".utf8))
        case .unexpectedShape?:
            return Self.json(Data(#"{"page": "one", "results": {"id": "603"}}"#.utf8))
        case nil:
            return answer(request)
        }
    }

    private func answer(_ request: FlyingFox.HTTPRequest) -> FlyingFox.HTTPResponse {
        let parts = request.path.split(separator: "/").map(String.init)
        switch parts {
        case ["3", "search", "movie"]:
            let words = (request.query.first { $0.name == "query" }?.value ?? "").lowercased()
            let results = FixtureMovies.all.filter { !words.isEmpty && $0.title.lowercased().contains(words) }
            return Self.json(FixtureMovies.searchPage(results))
        case let path where path.count == 3 && path[0] == "3" && path[1] == "find":
            guard request.query.contains(where: { $0.name == "external_source" && $0.value == "imdb_id" }) else { return Self.notFound() }
            return Self.json(FixtureMovies.findResults(FixtureMovies.all.filter { $0.imdbID == path[2] }, tv: FixtureSeries.found(path[2])))
        case ["3", "search", "tv"]:
            let words = (request.query.first { $0.name == "query" }?.value ?? "").lowercased()
            return Self.json(FixtureSeries.searchPage(FixtureSeries.all.filter { !words.isEmpty && $0.name.lowercased().contains(words) }))
        case ["3", "tv", "changes"]:
            // One page, whatever the dates: TMDB refuses a range of more than 14 days, which
            // its clients must not ask.
            guard let start = request.query.first(where: { $0.name == "start_date" })?.value, let first = Self.day(start),
                  first >= Date().addingTimeInterval(-15 * 24 * 3600) else {
                return Self.error(422, code: 47, message: "The input is not valid.")
            }
            let ids = changed.withLock { $0 }
            return Self.json(FixtureSeries.changes(ids))
        case let path where path.count >= 3 && path[0] == "3" && path[1] == "tv":
            guard let show = FixtureSeries.all.first(where: { String($0.id) == path[2] }) else { return Self.notFound() }
            switch Array(path.dropFirst(3)) {
            case []:
                let appended = request.query.first { $0.name == "append_to_response" }?.value ?? ""
                return Self.json(FixtureSeries.details(show, appended: appended.split(separator: ",").map(String.init)))
            case ["external_ids"]:
                return Self.json(FixtureSeries.externalIDs(show))
            case let rest where rest.count == 2 && rest[0] == "season":
                guard let number = Int(rest[1]), let season = FixtureSeries.season(show, number: number) else { return Self.notFound() }
                return Self.json(season)
            default:
                return Self.notFound()
            }
        case let path where path.count == 3 && path[0] == "3" && path[1] == "movie":
            guard let movie = FixtureMovies.all.first(where: { String($0.id) == path[2] }) else { return Self.notFound() }
            let appended = request.query.first { $0.name == "append_to_response" }?.value ?? ""
            return Self.json(FixtureMovies.details(movie, releaseDates: appended.split(separator: ",").contains("release_dates")))
        case let path where path.count == 4 && path[0] == "3" && path[1] == "movie" && path[3] == "credits":
            guard let movie = FixtureMovies.all.first(where: { String($0.id) == path[2] }) else { return Self.notFound() }
            return Self.json(FixtureMovies.credits(movie))
        default:
            return Self.notFound()
        }
    }

    /// `2026-11-27`, as a moment at its start in UTC.
    private static func day(_ text: String) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    }

    private static func json(_ body: Data) -> FlyingFox.HTTPResponse {
        FlyingFox.HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json;charset=utf-8"], body: body)
    }

    private static func notFound() -> FlyingFox.HTTPResponse {
        error(404, code: 34, message: "The resource you requested could not be found.")
    }

    private static func error(_ status: Int, code: Int, message: String) -> FlyingFox.HTTPResponse {
        let body = #"{"status_code": \#(code), "status_message": "\#(message)", "success": false}"#
        return FlyingFox.HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: "Fixture"),
            headers: [.contentType: "application/json;charset=utf-8"],
            body: Data(body.utf8)
        )
    }
}
