/// Who is signed in, for features that only need to know that (Watchlist).
public protocol CurrentProfileProviding: Sendable {
    /// The signed-in profile, or `nil` when no one is.
    func currentProfile() async throws -> Profile?
}

/// Profiles and the session: sign up, log in, log out.
public protocol AuthService: CurrentProfileProviding {
    /// Creates a profile and signs it in.
    /// - Throws: ``AuthError`` for a taken or invalid name or a weak password.
    func signUp(name: String, password: String) async throws -> Profile
    /// Signs in an existing profile.
    /// - Throws: ``AuthError/invalidCredentials`` for a wrong password or an unknown name alike.
    func logIn(name: String, password: String) async throws -> Profile
    /// Ends the session; returns the profile that was signed in, if any.
    @discardableResult
    func logOut() async throws -> Profile?
}
