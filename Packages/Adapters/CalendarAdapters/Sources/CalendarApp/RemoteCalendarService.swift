import AuthInterface
import Networking
import RemoteClient
import CalendarAPI
import CalendarInterface

/// ``CalendarService`` on a `watchlist-server`, as the session's profile: each call is one
/// request to `/v1/calendar`, and the server's answer (its error's message included) is the
/// result.
public struct RemoteCalendarService: CalendarService {
    private let client: APIClient

    /// The items of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        client = APIClient(session: session, http: http, timeout: timeout)
    }

    public func items() async throws -> [CalendarItem] {
        try await client.send("GET", "v1/calendar", as: [CalendarItemDocument].self).map(\.item)
    }

    public func add(_ text: String) async throws -> CalendarItem {
        try await client.send("POST", "v1/calendar", body: NewCalendarItemDocument(text: text), as: CalendarItemDocument.self).item
    }
}
