import WatchlistInterface

/// The lists `remote push` copies between: this machine's, and the server's when a session
/// with one is kept. The composition root that knows both builds it; only an executable with
/// `remote push` (the CLI) has one.
public struct ListsToPush: Sendable {
    /// The list on this machine.
    public let local: any WatchlistService & WatchlistArchiving
    /// The server's address and the session profile's list there, or `nil` with no session.
    public let server: (address: String, list: any WatchlistService & WatchlistArchiving)?

    /// Creates it.
    public init(local: any WatchlistService & WatchlistArchiving, server: (address: String, list: any WatchlistService & WatchlistArchiving)?) {
        self.local = local
        self.server = server
    }
}
