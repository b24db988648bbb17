/// What a server's administration does with profiles, whatever its sign-up policy.
public protocol ProfileAdministering: Sendable {
    /// Creates the profile `name`.
    /// - Throws: ``AuthError`` for a taken or invalid name or a weak password.
    func createProfile(name: String, password: String) async throws -> Profile
}
