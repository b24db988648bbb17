import Networking
import ScrobblingInterface
import WatchlistInterface

/// The play history of whichever server an account is on: Jellyfin's and Emby's through
/// ``JellyfinPlayHistory``, Plex's through ``PlexPlayHistory``.
public struct MediaServerHistories: PlayHistoryReading {
    private let jellyfin: JellyfinPlayHistory
    private let plex: PlexPlayHistory

    /// The readers over `http`, of servers at addresses `reach` allows, each reading within
    /// `limits` (none when nil).
    public init(http: any HTTPClient, reach: HTTPRequest.Reach = .anywhere, limits: ReadingLimits? = nil) {
        let connection = MediaServerConnection(http: http, reach: reach, limits: limits)
        jellyfin = JellyfinPlayHistory(connection)
        plex = PlexPlayHistory(connection)
    }

    public func history(of account: MediaServerAccount, progress: @escaping @Sendable (Int, Int) -> Void) async throws(PlayHistoryError) -> ServiceHistory {
        switch account.server {
        case .jellyfin, .emby: try await jellyfin.history(of: account, progress: progress)
        case .plex: try await plex.history(of: account, progress: progress)
        case .generic: throw .noHistory(server: account.server.name)
        }
    }
}
