import AuthInterface
import Networking
import RemoteClient
import SketchAPI
import SketchInterface

/// ``SketchService`` on a `watchlist-server`, as the session's profile: each call is one
/// request to `/v1/sketch`, and the server's answer (its error's message included) is the
/// result.
public struct RemoteSketchService: SketchService {
    private let client: APIClient

    /// The items of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        client = APIClient(session: session, http: http, timeout: timeout)
    }

    public func items() async throws -> [SketchItem] {
        try await client.send("GET", "v1/sketch", as: [SketchItemDocument].self).map(\.item)
    }

    public func add(_ text: String) async throws -> SketchItem {
        try await client.send("POST", "v1/sketch", body: NewSketchItemDocument(text: text), as: SketchItemDocument.self).item
    }
}
