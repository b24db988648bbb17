/// The lists `remote push` copies between: this machine's, and the server's when a session
/// with one is kept. The composition root that knows both builds it.
public struct ListsToPush: Sendable {
    /// The list on this machine.
    public let local: any WatchlistService
    /// The server's address and the session profile's list there, or `nil` with no session.
    public let server: (address: String, list: any WatchlistService)?

    /// Creates it.
    public init(local: any WatchlistService, server: (address: String, list: any WatchlistService)?) {
        self.local = local
        self.server = server
    }
}
