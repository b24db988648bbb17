import APIContract
import AuthInterface
import Foundation
import Networking
import RemoteClient
import WatchlistAPI
import WatchlistInterface

/// ``ListSharing`` on a `watchlist-server`, as the session's profile: `/v1/shares`.
struct RemoteListSharing: ListSharing {
    private let client: APIClient

    /// The shares of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        client = APIClient(session: session, http: http, timeout: timeout)
    }

    public func share(with name: String, access: ShareAccess) async throws {
        try await client.send("PUT", "v1/shares/\(name)", body: ShareRequestDocument(access: access))
    }

    public func unshare(with name: String) async throws {
        try await client.send("DELETE", "v1/shares/\(name)")
    }

    public func shares() async throws -> [ListShare] {
        try await client.send("GET", "v1/shares", as: [ShareDocument].self).map(\.share)
    }
}
