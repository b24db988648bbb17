import AuthInterface
import AuthPorts
import Foundation

/// ``TokenAuthenticating`` on the same profiles and password checks as the CLI's
/// ``CredentialAuthService`` (which it runs, its session caught instead of stored), with
/// tokens kept by their hash in an ``AccessTokenStore``.
public struct TokenAuthService: TokenAuthenticating, ProfileAdministering {
    private let profiles: any ProfileRepository
    private let hasher: any PasswordHasher
    private let tokens: any AccessTokenStore
    private let minting: any AccessTokenMinting
    private let lifetime: Duration
    private let now: @Sendable () -> Date

    /// Creates the service; a token works for `lifetime` after it is issued.
    public init(
        profiles: any ProfileRepository, hasher: any PasswordHasher, tokens: any AccessTokenStore, minting: any AccessTokenMinting,
        lifetime: Duration = .seconds(30 * 24 * 3600), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.profiles = profiles
        self.hasher = hasher
        self.tokens = tokens
        self.minting = minting
        self.lifetime = lifetime
        self.now = now
    }

    public func signUp(name: String, password: String) async throws -> IssuedToken {
        try await issue(for: credentials().signUp(name: name, password: password))
    }

    public func logIn(name: String, password: String) async throws -> IssuedToken {
        try await issue(for: credentials().logIn(name: name, password: password))
    }

    public func issuedToken(_ token: String) async throws -> IssuedToken? {
        guard let stored = try await tokens.liveToken(forHash: minting.hash(token), now: now()),
              let profile = try await profiles.profile(id: stored.profileID) else { return nil }
        return IssuedToken(profile: profile, token: token, expiresAt: stored.expiresAt)
    }

    public func logOut(token: String) async throws {
        try await tokens.revoke(hash: minting.hash(token))
    }

    /// Creates a profile and issues no token: the server's administration, which makes
    /// profiles whatever its sign-up policy.
    /// - Throws: ``AuthError`` for a taken or invalid name or a weak password.
    public func createProfile(name: String, password: String) async throws -> Profile {
        try await credentials().signUp(name: name, password: password)
    }

    /// The profile named `name`, when `password` is its own; no token is issued.
    /// - Throws: ``AuthError/invalidCredentials`` for a wrong password or an unknown name alike.
    func verify(name: String, password: String) async throws -> Profile {
        try await credentials().logIn(name: name, password: password)
    }

    /// Replaces the password of `profile` with `password`, checked as sign-up checks one.
    /// - Throws: ``AuthError`` for a weak password.
    func replacePassword(of profile: Profile.ID, with password: String) async throws {
        guard !password.isEmpty else { throw AuthError.emptyPassword }
        guard password.unicodeScalars.count >= AuthError.minimumPasswordLength else {
            throw AuthError.passwordTooShort(minimum: AuthError.minimumPasswordLength)
        }
        try await profiles.replacePasswordHash(of: profile, with: try hasher.hash(password))
    }

    private func credentials() -> CredentialAuthService {
        CredentialAuthService(profiles: profiles, hasher: hasher, session: CaughtSession())
    }

    /// A new token for `profile`.
    func issue(for profile: Profile) async throws -> IssuedToken {
        let token = minting.newToken()
        let issuedAt = now()
        let expiresAt = issuedAt.addingTimeInterval(Double(lifetime.components.seconds))
        try await tokens.store(hash: minting.hash(token), for: profile.id, expiresAt: expiresAt, now: issuedAt)
        return IssuedToken(profile: profile, token: token, expiresAt: expiresAt)
    }
}

/// A session that is not kept: a token stands for it.
private struct CaughtSession: SessionStore {
    func currentProfileID() throws -> Profile.ID? { nil }
    func begin(for id: Profile.ID) throws {}
    func end() throws {}
}
