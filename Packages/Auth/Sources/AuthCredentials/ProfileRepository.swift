import AuthInterface

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
