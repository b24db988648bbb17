import AuthInterface
import Networking
import RemoteClient
import PlaybackAPI
import PlaybackInterface

/// ``PlaybackService`` on a `watchlist-server`, as the session's profile: each call is one
/// request to `/v1/playback`, and the server's answer (its error's message included) is the
/// result.
public struct RemotePlaybackService: PlaybackService {
    private let client: APIClient

    /// The items of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        client = APIClient(session: session, http: http, timeout: timeout)
    }

    public func items() async throws -> [PlaybackItem] {
        try await client.send("GET", "v1/playback", as: [PlaybackItemDocument].self).map(\.item)
    }

    public func add(_ text: String) async throws -> PlaybackItem {
        try await client.send("POST", "v1/playback", body: NewPlaybackItemDocument(text: text), as: PlaybackItemDocument.self).item
    }
}
