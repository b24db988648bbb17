import Networking
import ScrobblingInterface

/// How a reader of play histories reaches a media server: over which HTTP client, how many
/// items it asks a request, how long a request may take, and which addresses it may connect
/// to (a server's operator restricts the addresses its users give).
public struct MediaServerConnection: Sendable {
    let http: any HTTPClient
    let pageSize: Int
    let timeout: Duration
    let reach: HTTPRequest.Reach

    /// A connection over `http`, asking `pageSize` items a request, each within `timeout`, to
    /// addresses `reach` allows.
    public init(http: any HTTPClient, pageSize: Int = 500, timeout: Duration = .seconds(30), reach: HTTPRequest.Reach = .anywhere) {
        self.http = http
        self.pageSize = max(1, pageSize)
        self.timeout = timeout
        self.reach = reach
    }

    /// Requests to `account`'s server.
    func api(for account: MediaServerAccount) -> MediaServerAPI {
        MediaServerAPI(account: account, http: http, timeout: timeout, reach: reach)
    }
}
