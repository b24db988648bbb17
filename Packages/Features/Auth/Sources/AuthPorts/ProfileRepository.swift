import AuthInterface

/// Storage of profiles; every one is also a ``ProfileDirectory``.
public protocol ProfileRepository: ProfileDirectory {
    /// Stores a new profile.
    /// - Throws: ``AuthError/nameTaken(_:)`` if the (normalized) name exists.
    func create(_ credentials: StoredCredentials) async throws
    /// The profile with this normalized name, with its hash, or `nil`.
    func credentials(named name: String) async throws -> StoredCredentials?
    /// The profile with this id, or `nil`.
    func profile(id: Profile.ID) async throws -> Profile?
    /// Replaces the password hash of `profile`.
    func replacePasswordHash(of profile: Profile.ID, with hash: String) async throws
}

extension ProfileRepository {
    public func profile(named name: String) async throws -> Profile? {
        guard let normalized = try? ProfileName.normalized(name) else { return nil }
        return try await credentials(named: normalized)?.profile
    }
}
