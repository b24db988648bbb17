import AuthInterface
import CalendarAPI
import CalendarInterface
import Foundation
import Networking
import RemoteClient
import WatchlistInterface

/// ``CalendarService`` on a `watchlist-server`, as the session's profile: each call is one
/// request to `/v1/calendar`, in this machine's time zone, and the server's answer (its
/// error's message included) is the result.
public struct RemoteCalendarService: CalendarService {
    private let client: APIClient
    private let server: URL
    private let timeZone: TimeZone

    /// The calendar of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration, timeZone: TimeZone = .current) {
        client = APIClient(session: session, http: http, timeout: timeout)
        server = session.server
        self.timeZone = timeZone
    }

    public func schedule(from day: CalendarDay?, days: Int) async throws -> CalendarSchedule {
        guard (1...CalendarError.longestWindow).contains(days) else { throw CalendarError.daysOutOfRange(days) }
        var query = [URLQueryItem(name: "days", value: String(days)), URLQueryItem(name: "tz", value: timeZone.identifier)]
        if let day { query.append(URLQueryItem(name: "from", value: day.description)) }
        let document = try await client.send("GET", "v1/calendar", query: query, as: CalendarScheduleDocument.self)
        guard let schedule = document.schedule else { throw RemoteCalendarError.unreadable }
        return schedule
    }

    public func refresh(progress: @escaping @Sendable (RefreshProgress) -> Void) async throws -> RefreshSummary {
        try await client.send("POST", "v1/calendar/refresh", as: RefreshSummaryDocument.self).summary
    }

    public func feed(rotate: Bool) async throws -> CalendarFeed {
        let query = rotate ? [URLQueryItem(name: "rotate", value: "true")] : []
        guard let feed = try await client.send("POST", "v1/calendar/feed", query: query, as: CalendarFeedDocument.self).feed(on: server) else {
            throw RemoteCalendarError.unreadable
        }
        return feed
    }
}

/// The server's calendar is not what its API documents.
enum RemoteCalendarError: Error, CustomStringConvertible {
    case unreadable

    var description: String {
        "the server's calendar has a day, a time, a time zone or a feed's path its API does not document; is the server the same version?"
    }
}
