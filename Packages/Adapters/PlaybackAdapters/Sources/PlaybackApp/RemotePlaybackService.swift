import AuthInterface
import Foundation
import Networking
import PlaybackAPI
import PlaybackInterface
import RemoteClient

/// ``PlaybackService`` on a `watchlist-server`, as the session's profile: each call is one
/// request, and the server's answer (its error's message included) is the result.
public struct RemotePlaybackService: PlaybackService {
    private let client: APIClient

    /// The playbacks of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        client = APIClient(session: session, http: http, timeout: timeout)
    }

    public func report(_ event: PlaybackEvent) async throws -> PlaybackReport {
        try await client.send("POST", "v1/playback", body: PlaybackEventDocument(event), as: PlaybackReportDocument.self).report
    }

    public func inProgress() async throws -> [PlaybackProgress] {
        try await client.send("GET", "v1/progress", as: [PlaybackProgressDocument].self).map(\.progress)
    }
}
