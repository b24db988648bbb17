import AuthInterface

/// A profile with its stored password hash.
public struct StoredCredentials: Sendable, Equatable {
    /// The profile.
    public let profile: Profile
    /// The encoded salted hash, as ``PasswordHasher`` made it.
    public let passwordHash: String

    /// Creates credentials.
    public init(profile: Profile, passwordHash: String) {
        self.profile = profile
        self.passwordHash = passwordHash
    }
}
