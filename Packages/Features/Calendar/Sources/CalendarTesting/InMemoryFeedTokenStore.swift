import CalendarPorts
import Foundation
import Synchronization

/// A ``FeedTokenStore`` in memory, for tests and the dev app.
public final class InMemoryFeedTokenStore: FeedTokenStore {
    private let tokens = Mutex<[UUID: FeedToken]>([:])

    /// An empty store.
    public init() {}

    public func token(of profile: UUID, orKeeping token: String, at date: Date) -> FeedToken {
        tokens.withLock { tokens in
            if let kept = tokens[profile] { return kept }
            let kept = FeedToken(token: token, createdAt: date)
            tokens[profile] = kept
            return kept
        }
    }

    public func replaceToken(of profile: UUID, with token: String, at date: Date) -> FeedToken {
        tokens.withLock { tokens in
            let kept = FeedToken(token: token, createdAt: date)
            tokens[profile] = kept
            return kept
        }
    }

    public func profilesWithFeeds() -> [UUID] {
        tokens.withLock { Array($0.keys) }
    }

    public func profile(holding token: String) -> UUID? {
        tokens.withLock { tokens in tokens.first { $0.value.token == token }?.key }
    }
}
