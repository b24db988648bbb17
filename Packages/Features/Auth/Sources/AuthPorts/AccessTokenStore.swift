import AuthInterface
import Foundation

/// Storage of bearer tokens by their hash: a stolen copy of the store signs no one in.
public protocol AccessTokenStore: Sendable {
    /// Records a token, by its hash, for `profile` until `expiresAt`; tokens expired by `now`
    /// may be forgotten on the way.
    func store(hash: Data, for profile: Profile.ID, expiresAt: Date, now: Date) async throws
    /// The token with this hash, when it expires after `now`.
    func liveToken(forHash hash: Data, now: Date) async throws -> StoredAccessToken?
    /// Forgets the token with this hash.
    func revoke(hash: Data) async throws
}

/// Makes tokens and their hashes: the same as the secrets Auth offers other features.
public protocol AccessTokenMinting: SecretMinting {}

/// A token as an ``AccessTokenStore`` keeps it: whom it signs in, and until when.
public struct StoredAccessToken: Hashable, Sendable {
    /// The profile it signs in.
    public let profileID: Profile.ID
    /// When it stops working.
    public let expiresAt: Date

    /// Creates one.
    public init(profileID: Profile.ID, expiresAt: Date) {
        self.profileID = profileID
        self.expiresAt = expiresAt
    }
}
