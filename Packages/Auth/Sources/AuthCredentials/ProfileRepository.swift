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

/// Storage of profiles.
public protocol ProfileRepository: Sendable {
    /// Stores a new profile.
    /// - Throws: ``AuthError/nameTaken(_:)`` if the (normalized) name exists.
    func create(_ credentials: StoredCredentials) throws
    /// The profile with this normalized name, with its hash, or `nil`.
    func credentials(named name: String) throws -> StoredCredentials?
    /// The profile with this id, or `nil`.
    func profile(id: Profile.ID) throws -> Profile?
}

/// Storage of the current session: at most one signed-in profile.
public protocol SessionStore: Sendable {
    /// The signed-in profile's id, or `nil`.
    func currentProfileID() throws -> Profile.ID?
    /// Signs `id` in, replacing any earlier session.
    func begin(for id: Profile.ID) throws
    /// Ends the session.
    func end() throws
}

/// Turns passwords into salted, slow hashes and checks them.
public protocol PasswordHasher: Sendable {
    /// A new salted hash of `password`, encoded with its parameters.
    func hash(_ password: String) throws -> String
    /// Whether `password` matches `encodedHash`, compared in constant time.
    func verify(_ password: String, against encodedHash: String) -> Bool
    /// A fixed, well-formed hash made with this hasher's current parameters, for log-in to
    /// check a password against when there is no such profile: verifying against it costs
    /// exactly what verifying against a fresh ``hash(_:)`` does, so timing cannot tell an
    /// unknown name from a wrong password. Whether a password matches it means nothing.
    var decoyHash: String { get }
}
