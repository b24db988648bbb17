import Networking
import ScrobblingInterface

/// How a reader of play histories reaches a media server: over which HTTP client, how many
/// items it asks a request, how long a request may take, which addresses it may connect to
/// (a server's operator restricts the addresses its users give), and how much one reading may
/// take (a server bounds what one user can start).
public struct MediaServerConnection: Sendable {
    let http: any HTTPClient
    let pageSize: Int
    let timeout: Duration
    let reach: HTTPRequest.Reach
    let limits: ReadingLimits?

    /// A connection over `http`, asking `pageSize` items a request, each within `timeout`, to
    /// addresses `reach` allows, each reading within `limits` (none when nil).
    public init(
        http: any HTTPClient, pageSize: Int = 500, timeout: Duration = .seconds(30), reach: HTTPRequest.Reach = .anywhere, limits: ReadingLimits? = nil
    ) {
        self.http = http
        self.pageSize = max(1, pageSize)
        self.timeout = timeout
        self.reach = reach
        self.limits = limits
    }

    /// Requests to `account`'s server, for one reading.
    func api(for account: MediaServerAccount) -> MediaServerAPI {
        MediaServerAPI(account: account, http: http, timeout: timeout, reach: reach, budget: limits.map(ReadingBudget.init))
    }
}

/// The most one reading of a play history may take: requests (a server that says there is
/// always more is asked no further) and time, all its requests together.
public struct ReadingLimits: Sendable, Equatable {
    /// The most requests.
    public let requests: Int
    /// The longest it may take.
    public let time: Duration

    /// What a server lets one backfill take: 200 requests (100,000 items at 500 a page) and
    /// five minutes.
    public static let server = ReadingLimits(requests: 200, time: .seconds(300))

    /// Creates limits.
    public init(requests: Int, time: Duration) {
        self.requests = requests
        self.time = time
    }
}
