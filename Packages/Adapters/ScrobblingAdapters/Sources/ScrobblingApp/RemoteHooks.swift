import AuthInterface
import Foundation
import MoviesInterface
import Networking
import RemoteClient
import ScrobblingAPI
import ScrobblingInterface

/// ``HookManaging`` on a `watchlist-server`, as the session's profile: `/v1/hooks` and `/v1/inbox`.
struct RemoteHooks: HookManaging {
    private let client: APIClient

    /// The hooks of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        client = APIClient(session: session, http: http, timeout: timeout)
    }

    public func create(_ server: MediaServer, mediaUser: String?) async throws -> CreatedHook {
        try await client.send("POST", "v1/hooks", body: NewHookDocument(server: server, user: mediaUser), as: CreatedHookDocument.self).created
    }

    public func hooks() async throws -> [Hook] {
        try await client.send("GET", "v1/hooks", as: [HookDocument].self).map(\.hook)
    }

    public func revoke(_ id: Int) async throws {
        try await client.send("DELETE", "v1/hooks/\(id)")
    }

    public func events(of id: Int) async throws -> [HookEvent] {
        try await client.send("GET", "v1/hooks/\(id)/events", as: [HookEventDocument].self).map(\.event)
    }

    public func inbox() async throws -> [InboxItem] {
        try await client.send("GET", "v1/inbox", as: [InboxItemDocument].self).map { try $0.item() }
    }

    public func resolve(_ number: Int, as choice: InboxChoice) async throws -> HookEvent {
        let body = switch choice {
        case .film(let movieID): ResolveDocument(id: movieID.description)
        case .episode(let chosen): ResolveDocument(id: chosen.reference, season: chosen.season, episode: chosen.episode)
        }
        return try await client.send("POST", "v1/inbox/\(number)/resolve", body: body, as: HookEventDocument.self).event
    }

    public func dismiss(_ number: Int) async throws {
        try await client.send("DELETE", "v1/inbox/\(number)")
    }
}
