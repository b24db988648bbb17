import AuthInterface
import Foundation
import Networking
import PlaybackAPI
import PlaybackInterface
import RemoteClient

/// ``AppsService`` on a `watchlist-server`, as the session's profile: each call is one request
/// to `/v1/apps`, and the server's answer (its error's message included) is the result.
public struct RemoteApps: AppsService {
    private let client: APIClient
    private let server: URL

    /// The apps of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        client = APIClient(session: session, http: http, timeout: timeout)
        server = session.server
    }

    public func apps() async throws -> [AppToken] {
        try await client.send("GET", "v1/apps", as: [AppDocument].self).map(\.app)
    }

    public func add(name: String, scopes: [TokenScope]) async throws -> IssuedAppToken {
        let made = try await client.send("POST", "v1/apps", body: NewAppDocument(name: name, scopes: scopes), as: AppDocument.self)
        guard let token = made.token else { throw RemoteError.unexpectedAnswer(server: server, reason: "POST v1/apps answered no token") }
        return IssuedAppToken(app: made.app, token: token)
    }

    public func revoke(name: String) async throws {
        let segment = name.trimmingCharacters(in: .whitespacesAndNewlines)
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/")
        _ = try await client.send("DELETE", "v1/apps/\(segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment)")
    }
}
