import Foundation
import Networking

/// Asks TVmaze's API: a show by its IMDb or TheTVDB's id (`/lookup/shows`, which redirects to
/// the show), a show's episodes with specials, and the shows changed lately. Answers 429 and
/// 5xx are sent again as the configuration's policy says (the Networking kit's retrying send);
/// every failure is a ``TVmazeError`` with a remedy.
public struct TVmazeClient: Sendable {
    /// Where it asks.
    public let configuration: TVmazeConfiguration
    private let http: any HTTPClient

    /// A client asking where `configuration` says, over `http`.
    public init(configuration: TVmazeConfiguration, http: any HTTPClient) {
        self.configuration = configuration
        self.http = http
    }

    /// The show TVmaze has for the IMDb id `imdbID` (`tt…`), if any.
    public func show(imdbID: String) async throws(TVmazeError) -> TVmazeShow? {
        try await show(lookedUpBy: URLQueryItem(name: "imdb", value: imdbID))
    }

    /// The show TVmaze has for TheTVDB's id `tvdbID`, if any.
    public func show(tvdbID: String) async throws(TVmazeError) -> TVmazeShow? {
        try await show(lookedUpBy: URLQueryItem(name: "thetvdb", value: tvdbID))
    }

    private func show(lookedUpBy id: URLQueryItem) async throws(TVmazeError) -> TVmazeShow? {
        guard let data = try await get("lookup/shows", query: [id]) else { return nil }
        return try decode(TVmazeShow.self, from: data, path: "/lookup/shows")
    }

    /// The episodes of the show `id`, specials included; none for a show TVmaze does not have.
    public func episodes(ofShow id: Int) async throws(TVmazeError) -> [TVmazeEpisode] {
        let path = "shows/\(id)/episodes"
        guard let data = try await get(path, query: [URLQueryItem(name: "specials", value: "1")]) else { return [] }
        return try decode([TVmazeEpisode].self, from: data, path: "/" + path)
    }

    /// How far back TVmaze lists the shows it changed.
    public enum Period: String, Sendable {
        case day, week, month
    }

    /// When each show changed in the last `period`, in seconds since 1970, by the show's id.
    public func updates(in period: Period) async throws(TVmazeError) -> [String: Int] {
        guard let data = try await get("updates/shows", query: [URLQueryItem(name: "since", value: period.rawValue)]) else { return [:] }
        return try decode([String: Int].self, from: data, path: "/updates/shows")
    }

    /// `GET <baseURL>/path?query`: the body, or nil for 404.
    func get(_ path: String, query: [URLQueryItem]) async throws(TVmazeError) -> Data? {
        let url = configuration.baseURL.appending(path: path).appending(queryItems: query)
        let request = HTTPRequest(url: url, headers: ["Accept": "application/json", "User-Agent": "Watchlist"], timeout: configuration.timeout)
        let response: HTTPResponse
        do {
            response = try await http.send(request, retrying: configuration.retry)
        } catch {
            throw Self.unavailable(error, url: url)
        }
        switch response.statusCode {
        case 200..<300: return response.body
        case 404: return nil
        default: throw .unavailable(reason: "TVmaze refused the request to \(url.absoluteString) (HTTP \(response.statusCode))", remedy: .checkAddress)
        }
    }

    func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws(TVmazeError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .invalidResponse(reason: "the answer to \(path) is not TVmaze's documented JSON (\(error))")
        }
    }

    private static func unavailable(_ error: RetriedRequestError, url: URL) -> TVmazeError {
        switch error {
        case .transport(.timedOut(let url, let timeout)):
            .unavailable(reason: "TVmaze did not answer \(url.absoluteString) within \(HTTPClientError.seconds(timeout)) s", remedy: .allowLonger)
        case .transport(.unreachable(let url, let reason)):
            .unavailable(reason: "cannot reach \(url.absoluteString) (\(reason))", remedy: .checkAddress)
        case .transport(.transport(let url, let reason)), .transport(.refused(let url, let reason)):
            .unavailable(reason: "the request to \(url.absoluteString) failed (\(reason))", remedy: .tryLater(seconds: nil))
        case .keptFailing(let status, let attempts):
            .unavailable(reason: "TVmaze answered HTTP \(status) to \(attempts) attempts at \(url.absoluteString)", remedy: .tryLater(seconds: nil))
        case .asksToWait(let seconds, let status):
            .unavailable(reason: "TVmaze is limiting requests and asks to wait \(seconds) s (HTTP \(status))", remedy: .tryLater(seconds: seconds))
        case .cancelled:
            .unavailable(reason: "the request to \(url.absoluteString) was cancelled", remedy: .tryLater(seconds: nil))
        }
    }
}
