import Foundation
import Networking
import ScrobblingInterface

/// Requests to a media server's API as the account, each answer checked: a refused token, a
/// server that cannot be reached, and a document that is not the API's are typed errors.
struct MediaServerAPI {
    let account: MediaServerAccount
    let http: any HTTPClient
    let timeout: Duration
    let reach: HTTPRequest.Reach
    /// What is left of the reading's limits; nil for none.
    let budget: ReadingBudget?

    /// The body of `GET path?query` on the server.
    /// - Throws: ``PlayHistoryError/tooLong(server:limit:)`` past the reading's limits.
    func get(_ path: String, query: [(String, String)] = []) async throws(PlayHistoryError) -> Data {
        var timeout = timeout
        if let budget {
            guard let left = budget.spend() else { throw .tooLong(server: account.server.name, limit: budget.limitText) }
            timeout = min(timeout, left)
        }
        var components = URLComponents(url: account.address.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if !query.isEmpty { components?.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) } }
        guard let url = components?.url else { throw .unreachable(server: account.server.name, reason: "\(account.address.absoluteString) is no address") }
        let response: HTTPResponse
        do {
            response = try await http.send(HTTPRequest(url: url, headers: headers, timeout: timeout, reach: reach))
        } catch {
            throw .unreachable(server: account.server.name, reason: error.description)
        }
        if response.statusCode == 401 || response.statusCode == 403 { throw .refused(server: account.server.name, status: response.statusCode) }
        guard response.statusCode == 200 else {
            throw .unreachable(server: account.server.name, reason: "HTTP \(response.statusCode) for /\(path)")
        }
        return response.body
    }

    /// `body` as `type`, or what the server answered instead.
    func decode<T: Decodable>(_ type: T.Type, from body: Data) throws(PlayHistoryError) -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw .garbled(server: account.server.name, reason: "\(error)".prefix(200) + "")
        }
    }

    /// How each server takes its token: Jellyfin in `Authorization` (it refuses the older
    /// headers since 10.11), Emby in `X-Emby-Token`, Plex in `X-Plex-Token`.
    private var headers: [String: String] {
        var headers = ["Accept": "application/json"]
        switch account.server {
        case .jellyfin:
            headers["Authorization"] = #"MediaBrowser Client="Watchlist", Device="watchlist", DeviceId="watchlist-backfill", Version="1", Token="\#(account.token)""#
        case .emby:
            headers["X-Emby-Token"] = account.token
        case .plex:
            headers["X-Plex-Token"] = account.token
            headers["X-Plex-Client-Identifier"] = "watchlist-backfill"
            headers["X-Plex-Product"] = "Watchlist"
        case .generic:
            break
        }
        return headers
    }
}
