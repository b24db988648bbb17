import Foundation
import WatchlistInterface

/// A profile's private iCalendar feed: an address that calendar apps subscribe to without
/// signing in, whose secret token is the only key. Rotating it makes a new token, and the old
/// address stops working.
public struct CalendarFeed: Hashable, Sendable {
    /// The secret in the address: random, at least 128 bits, safe in a path.
    public let token: String
    /// When this token was made.
    public let createdAt: Date
    /// The whole address, where the server's is known (on a remote session); nil on the server
    /// itself, which may sit behind a proxy whose address it does not know.
    public let address: URL?

    /// Creates one.
    public init(token: String, createdAt: Date, address: URL? = nil) {
        self.token = token
        self.createdAt = createdAt
        self.address = address
    }

    /// The path the server answers the feed at: `/calendar/TOKEN.ics`.
    public var path: String { "\(Self.pathPrefix)\(token)\(Self.pathSuffix)" }

    /// What every feed's path starts with.
    public static let pathPrefix = "/calendar/"
    /// What every feed's path ends with.
    public static let pathSuffix = ".ics"

    /// The days a feed covers around `today`: 30 days back to 90 ahead, as calendar apps
    /// show a month past and a season to come.
    public static func window(around today: CalendarDay) -> (from: CalendarDay, days: Int) {
        (today.adding(days: -daysBack), daysBack + 1 + daysAhead)
    }

    /// Days before today in a feed.
    public static let daysBack = 30
    /// Days after today in a feed.
    public static let daysAhead = 90
}
