import AuthInterface
import AuthPorts
import Foundation
import Synchronization

/// Token hashes in memory, for tests and fixtures: the same rules as the stored ones.
public final class InMemoryAccessTokenStore: AccessTokenStore {
    private let tokens = Mutex([Data: StoredAccessToken]())

    /// Creates an empty store.
    public init() {}

    public func store(hash: Data, for profile: Profile.ID, expiresAt: Date, now: Date) throws {
        tokens.withLock { tokens in
            tokens = tokens.filter { $0.value.expiresAt > now }
            tokens[hash] = StoredAccessToken(profileID: profile, expiresAt: expiresAt)
        }
    }

    public func liveToken(forHash hash: Data, now: Date) throws -> StoredAccessToken? {
        tokens.withLock { tokens in tokens[hash].flatMap { $0.expiresAt > now ? $0 : nil } }
    }

    public func revoke(hash: Data) throws {
        _ = tokens.withLock { $0.removeValue(forKey: hash) }
    }
}
