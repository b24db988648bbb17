import Foundation
import WatchlistInterface

/// A profile's private iCalendar feed: an address that calendar apps subscribe to without
/// signing in, whose secret token is the only key. Rotating it makes a new token, and the old
/// address stops working. The server keeps only the token's hash, so the address is known
/// when it is made, and never after.
public struct CalendarFeed: Hashable, Sendable {
    /// The secret in the address: random, at least 128 bits, safe in a path; nil for a feed
    /// made before, whose address only its holder knows.
    public let token: String?
    /// When this token was made.
    public let createdAt: Date
    /// The whole address, where the server's is known (on a remote session); nil on the server
    /// itself, which may sit behind a proxy whose address it does not know.
    public let address: URL?

    /// Creates one.
    public init(token: String?, createdAt: Date, address: URL? = nil) {
        self.token = token
        self.createdAt = createdAt
        self.address = address
    }

    /// The path the server answers the feed at: `/calendar/TOKEN.ics`; nil when the token is
    /// not known here.
    public var path: String? { token.map { "\(Self.pathPrefix)\($0)\(Self.pathSuffix)" } }

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
