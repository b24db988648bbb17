import CalendarInterface
import CalendarPorts
import Foundation

/// One profile's feed: its token kept in a store, minted by `newToken` (the Auth feature's
/// minting in the executables), so the Calendar feature knows no cryptography.
public struct ProfileFeed: Sendable {
    let profile: UUID
    let store: any FeedTokenStore
    let newToken: @Sendable () -> String
    let now: @Sendable () -> Date

    /// The feed of `profile`.
    public init(profile: UUID, store: any FeedTokenStore, newToken: @escaping @Sendable () -> String, now: @escaping @Sendable () -> Date = Date.init) {
        self.profile = profile
        self.store = store
        self.newToken = newToken
        self.now = now
    }

    /// The feed, made the first time; a new one with `rotate`.
    func feed(rotate: Bool) async throws -> CalendarFeed {
        let kept = rotate
            ? try await store.replaceToken(of: profile, with: newToken(), at: now())
            : try await store.token(of: profile, orKeeping: newToken(), at: now())
        return CalendarFeed(token: kept.token, createdAt: kept.createdAt)
    }
}
