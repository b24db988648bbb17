import Foundation

/// Where each profile's feed token is kept: SQLite and PostgreSQL in CalendarAdapters, memory
/// in CalendarTesting, whose ``FeedTokenStoreContract`` says what each must do. What a store
/// keeps as a profile's "token" is its digest (``ProfileFeed``), as log-in tokens are kept:
/// a copy of the store opens no feed. The store sees opaque strings either way.
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
