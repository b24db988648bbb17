import AuthInterface
import Foundation
import RemoteClient
import WatchlistInterface

extension CompositionRoot {
    /// The session with a server, in its own owner-only file.
    var remoteSessions: any RemoteSessionStore {
        RemoteSessionFile(url: URL(fileURLWithPath: configuration.remoteSessionPath))
    }

    var remoteAccounts: any RemoteAccounts {
        HTTPRemoteAccounts(http: httpClient, timeout: configuration.requestTimeout)
    }

    /// The session, when the list commands go to a server.
    func remoteSession() throws -> RemoteSession? {
        try remoteSessions.load()
    }

    /// The list commands' list: on the server while a session is kept, else on this machine.
    var watchlistService: any WatchlistService {
        get throws {
            guard let session = try remoteSession() else { return localWatchlistService }
            return RemoteWatchlistService(session: session, http: httpClient, timeout: configuration.requestTimeout)
        }
    }

    /// The shares, where the list is.
    var listSharing: any ListSharing {
        get throws {
            guard let session = try remoteSession() else { return localListSharing }
            return RemoteListSharing(session: session, http: httpClient, timeout: configuration.requestTimeout)
        }
    }

    /// This machine's list and, with a session, the server's: for `remote push`.
    var listsToPush: ListsToPush {
        get throws {
            let server = try remoteSession().map { session in
                (address: session.server.absoluteString, list: RemoteWatchlistService(session: session, http: httpClient, timeout: configuration.requestTimeout) as any WatchlistService)
            }
            return ListsToPush(local: localWatchlistService, server: server)
        }
    }
}
