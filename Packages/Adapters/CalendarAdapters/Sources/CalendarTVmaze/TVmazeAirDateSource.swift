import CalendarInterface
import CalendarPorts
import Foundation
import Networking
import WatchlistInterface

/// Air dates from TVmaze's API: a show by its IMDb id (`/lookup/shows?imdb=`, which redirects
/// to the show), its episodes with specials (`/shows/{id}/episodes?specials=1`), and the shows
/// changed in the last day, week or month (`/updates/shows?since=`). Answers 429 and 5xx are
/// retried a bounded number of times, honouring `Retry-After`; every failure is a
/// `CalendarError.sourceUnavailable` with a remedy.
public struct TVmazeAirDateSource: AirDateSource {
    private let configuration: TVmazeConfiguration
    private let http: any HTTPClient
    private let now: @Sendable () -> Date

    /// A source asking where `configuration` says, over `http`; `now` tells how far back
    /// ``changes(since:)`` must look.
    public init(configuration: TVmazeConfiguration, http: any HTTPClient, now: @escaping @Sendable () -> Date = Date.init) {
        self.configuration = configuration
        self.http = http
        self.now = now
    }

    public let name = "TVmaze"

    public func show(imdbID: String) async throws -> SourceShow? {
        guard let data = try await get("lookup/shows", query: [URLQueryItem(name: "imdb", value: imdbID)]) else { return nil }
        return Self.show(try decode(TVmazeShow.self, from: data, path: "/lookup/shows"))
    }

    public func episodes(ofShow id: String) async throws -> [SourceEpisode] {
        let path = "shows/\(id)/episodes"
        guard let data = try await get(path, query: [URLQueryItem(name: "specials", value: "1")]) else { return [] }
        return try decode([TVmazeEpisode].self, from: data, path: "/" + path).map(Self.episode)
    }

    public func changes(since date: Date) async throws -> [String: Date]? {
        let age = now().timeIntervalSince(date)
        let period = switch age {
        case ..<(24 * 3600): "day"
        case ..<(7 * 24 * 3600): "week"
        case ..<(30 * 24 * 3600): "month"
        default: nil as String?
        }
        guard let period else { return nil }
        guard let data = try await get("updates/shows", query: [URLQueryItem(name: "since", value: period)]) else { return [:] }
        let stamps = try decode([String: Int].self, from: data, path: "/updates/shows")
        return stamps.mapValues { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    static func show(_ show: TVmazeShow) -> SourceShow {
        SourceShow(
            id: String(show.id), name: show.name, network: show.network?.name ?? show.webChannel?.name,
            updated: Date(timeIntervalSince1970: TimeInterval(show.updated ?? 0))
        )
    }

    static func episode(_ episode: TVmazeEpisode) -> SourceEpisode {
        let day = episode.airdate.flatMap { CalendarDay(parsing: $0) }
        // Only a day is known when TVmaze gives no time, whatever its airstamp says.
        let timed = !(episode.airtime ?? "").isEmpty
        let time = timed ? episode.airstamp.flatMap(Self.moment) : nil
        return SourceEpisode(
            id: String(episode.id), season: episode.season, number: episode.number, title: episode.name ?? "", airDate: day, airTime: time,
            runtimeMinutes: episode.runtime
        )
    }

    /// `2013-09-30T01:00:00+00:00` as a moment.
    static func moment(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    /// `GET <baseURL>/path?query`: the body, or nil for 404.
    func get(_ path: String, query: [URLQueryItem]) async throws(CalendarError) -> Data? {
        let url = configuration.baseURL.appending(path: path).appending(queryItems: query)
        let request = HTTPRequest(url: url, headers: ["Accept": "application/json", "User-Agent": "Watchlist calendar"], timeout: configuration.timeout)
        var backoff = configuration.initialBackoff
        for attempt in 1...configuration.maxAttempts {
            let response: HTTPResponse
            do {
                response = try await http.send(request)
            } catch {
                throw Self.unavailable(error)
            }
            switch response.statusCode {
            case 200..<300:
                return response.body
            case 404:
                return nil
            case 429, 500..<600:
                guard attempt < configuration.maxAttempts else {
                    throw .sourceUnavailable("TVmaze answered HTTP \(response.statusCode) to \(attempt) attempts at \(url.absoluteString)", remedy: .tryLater(seconds: nil))
                }
                let wait = try retryDelay(response, backoff: backoff)
                do {
                    try await Task.sleep(for: wait)
                } catch {
                    throw .sourceUnavailable("the request to \(url.absoluteString) was cancelled", remedy: .tryLater(seconds: nil))
                }
                backoff *= 2
            default:
                throw .sourceUnavailable("TVmaze refused the request to \(url.absoluteString) (HTTP \(response.statusCode))", remedy: .checkAddress(variable: TVmazeConfiguration.baseURLVariable))
            }
        }
        throw .sourceUnavailable("no answer from \(url.absoluteString)", remedy: .tryLater(seconds: nil))
    }

    /// `Retry-After` (seconds) when given, else the backoff; a wait longer than allowed ends
    /// the attempts.
    private func retryDelay(_ response: HTTPResponse, backoff: Duration) throws(CalendarError) -> Duration {
        guard let header = response.header("Retry-After"), let seconds = Int(header.trimmingCharacters(in: .whitespaces)), seconds >= 0 else {
            return backoff
        }
        guard .seconds(seconds) <= configuration.longestRetryAfter else {
            throw .sourceUnavailable("TVmaze is limiting requests and asks to wait \(seconds) s (HTTP \(response.statusCode))", remedy: .tryLater(seconds: seconds))
        }
        return .seconds(seconds)
    }

    func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws(CalendarError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .sourceUnavailable("the answer to \(path) is not TVmaze's documented JSON (\(error))", remedy: .tryLater(seconds: nil))
        }
    }

    private static func unavailable(_ error: HTTPClientError) -> CalendarError {
        switch error {
        case .timedOut(let url, let timeout):
            .sourceUnavailable("TVmaze did not answer \(url.absoluteString) within \(HTTPClientError.seconds(timeout)) s", remedy: .allowLonger)
        case .unreachable(let url, let reason):
            .sourceUnavailable("cannot reach \(url.absoluteString) (\(reason))", remedy: .checkAddress(variable: TVmazeConfiguration.baseURLVariable))
        case .transport(let url, let reason):
            .sourceUnavailable("the request to \(url.absoluteString) failed (\(reason))", remedy: .tryLater(seconds: nil))
        }
    }
}
