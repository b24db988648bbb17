import Foundation

/// Where each profile's feed token is kept: SQLite and PostgreSQL in CalendarAdapters, memory
/// in CalendarTesting, whose ``FeedTokenStoreContract`` says what each must do. The token
/// itself is kept, not a hash of it, because `calendar feed` shows the address again: it is a
/// key to read one calendar, and rotating it is the way to take it back.
public protocol FeedTokenStore: Sendable {
    /// The token of `profile`, keeping `token` made at `date` when it has none yet; two
    /// callers at once get the same one.
    func token(of profile: UUID, orKeeping token: String, at date: Date) async throws -> FeedToken
    /// Replaces the token of `profile` with `token` made at `date`; the old one resolves no
    /// longer.
    func replaceToken(of profile: UUID, with token: String, at date: Date) async throws -> FeedToken
    /// The profile whose token `token` is, or nil.
    func profile(holding token: String) async throws -> UUID?
    /// The profiles that have a feed: whose air dates a server keeps fresh for the calendar
    /// apps reading it.
    func profilesWithFeeds() async throws -> [UUID]
}

/// A feed token as kept.
public struct FeedToken: Hashable, Sendable {
    /// The secret.
    public let token: String
    /// When it was made.
    public let createdAt: Date

    /// Creates one.
    public init(token: String, createdAt: Date) {
        self.token = token
        self.createdAt = createdAt
    }
}
