import CalendarInterface
import CalendarPorts
import Foundation

/// One profile's feed: its token minted by `newToken` and kept in a store by its `digest` (the
/// Auth feature's minting and hash in the executables), so the Calendar feature knows no
/// cryptography and a copy of the store opens no feed. A digest holds a colon
/// (`sha256:…`), which no token does.
public struct ProfileFeed: Sendable {
    let profile: UUID
    let store: any FeedTokenStore
    let newToken: @Sendable () -> String
    let digest: @Sendable (String) -> String
    let now: @Sendable () -> Date

    /// The feed of `profile`.
    public init(
        profile: UUID, store: any FeedTokenStore, newToken: @escaping @Sendable () -> String, digest: @escaping @Sendable (String) -> String,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.profile = profile
        self.store = store
        self.newToken = newToken
        self.digest = digest
        self.now = now
    }

    /// The feed, made the first time, with its token; a new one with `rotate`. A feed made
    /// before comes back without its token, which only its digest is kept of.
    func feed(rotate: Bool) async throws -> CalendarFeed {
        let token = newToken()
        let offered = digest(token)
        let kept = rotate
            ? try await store.replaceToken(of: profile, with: offered, at: now())
            : try await store.token(of: profile, orKeeping: offered, at: now())
        return CalendarFeed(token: kept.token == offered ? token : nil, createdAt: kept.createdAt)
    }
}

/// Whose feed a token opens: the store is asked for the token's digest. A token kept as it was
/// given, by a version before digests, opens its feed once more and is kept by its digest from
/// then on, so calendar apps need no new address.
public struct FeedHolders: Sendable {
    let store: any FeedTokenStore
    let digest: @Sendable (String) -> String

    /// Holders in `store`, whose tokens are kept by `digest`, whose results hold a colon.
    public init(store: any FeedTokenStore, digest: @escaping @Sendable (String) -> String) {
        self.store = store
        self.digest = digest
    }

    /// The profile whose feed `token` opens, or nil.
    public func profile(holding token: String) async throws -> UUID? {
        let hashed = digest(token)
        if let profile = try await store.profile(holding: hashed) { return profile }
        // A digest presented as a token opens nothing: only a kept plain token is upgraded.
        guard !token.contains(":"), let profile = try await store.profile(holding: token) else { return nil }
        let kept = try await store.token(of: profile, orKeeping: hashed, at: Date())
        _ = try await store.replaceToken(of: profile, with: hashed, at: kept.createdAt)
        return profile
    }
}
