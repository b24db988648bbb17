import AuthCredentials
import AuthInterface
import Foundation
import Synchronization

/// Token hashes in memory, for tests and fixtures: the same rules as the stored ones.
public final class InMemoryAccessTokenStore: AccessTokenStore {
    private struct Token {
        let profile: Profile.ID
        let expiresAt: Date
    }

    private let tokens = Mutex([Data: Token]())

    /// Creates an empty store.
    public init() {}

    public func store(hash: Data, for profile: Profile.ID, expiresAt: Date, now: Date) throws {
        tokens.withLock { tokens in
            tokens = tokens.filter { $0.value.expiresAt > now }
            tokens[hash] = Token(profile: profile, expiresAt: expiresAt)
        }
    }

    public func profileID(forHash hash: Data, now: Date) throws -> Profile.ID? {
        tokens.withLock { tokens in tokens[hash].flatMap { $0.expiresAt > now ? $0.profile : nil } }
    }

    public func revoke(hash: Data) throws {
        _ = tokens.withLock { $0.removeValue(forKey: hash) }
    }
}
