import Foundation

/// A bearer token given at sign-up or log-in, for a client that is not on this machine (the
/// server's API). Only its holder knows it; the server keeps only its hash.
public struct IssuedToken: Hashable, Sendable {
    /// The profile it signs in.
    public let profile: Profile
    /// The token: 256 random bits, base64url.
    public let token: String
    /// When it stops working.
    public let expiresAt: Date
    /// What it may do on the API: `nil` for a log-in token, which may do everything; an app's
    /// token (``ScopedTokenVerifying``) only what its scopes name.
    public let scopes: Set<TokenScope>?

    /// Creates one; `scopes` is `nil` for a log-in token.
    public init(profile: Profile, token: String, expiresAt: Date, scopes: Set<TokenScope>? = nil) {
        self.profile = profile
        self.token = token
        self.expiresAt = expiresAt
        self.scopes = scopes
    }

    /// Whether it may use a route that needs `scope`.
    public func allows(_ scope: TokenScope) -> Bool {
        scopes?.contains(scope) ?? true
    }
}

/// Profiles and bearer tokens, for a server: sign up and log in hand out a token, each request
/// presents it, log-out revokes it. Unlike ``AuthService``, there is no "current" profile.
public protocol TokenAuthenticating: Sendable {
    /// Creates a profile and a token for it.
    /// - Throws: ``AuthError`` for a taken or invalid name or a weak password.
    func signUp(name: String, password: String) async throws -> IssuedToken
    /// Creates a profile and a token for it, on a server whose profiles may be by invitation:
    /// the owner's `invitation` code, if one was given.
    /// - Throws: ``AuthError`` for a missing or dead invitation, closed sign-ups, a taken or
    ///   invalid name or a weak password.
    func signUp(name: String, password: String, invitation: String?) async throws -> IssuedToken
    /// A token for an existing profile.
    /// - Throws: ``AuthError/invalidCredentials`` for a wrong password or an unknown name alike.
    func logIn(name: String, password: String) async throws -> IssuedToken
    /// A token for an existing profile whose password the owner reset: `password` is the one
    /// it was given, `newPassword` the one it chooses.
    /// - Throws: ``AuthError/invalidCredentials``, or a weak new password's error.
    func logIn(name: String, password: String, newPassword: String) async throws -> IssuedToken
    /// A token for a log-in with a password, and a new password or a second factor's code if
    /// it has them: what the API and the web page's log-in ask.
    /// - Throws: ``AuthError/invalidCredentials``, ``AuthError/codeNeeded``,
    ///   ``AuthError/codeInvalid``, ``AuthError/passwordsOff``, or a weak new password's error.
    func logIn(_ attempt: PasswordLogIn) async throws -> IssuedToken
    /// `token` as it was issued (whom it signs in, and until when), or `nil` when it is
    /// unknown, revoked or expired.
    func issuedToken(_ token: String) async throws -> IssuedToken?
    /// Revokes `token`; revoking an unknown one does nothing.
    func logOut(token: String) async throws
}

extension TokenAuthenticating {
    /// Accounts that take no invitations: the code is not needed, and not read.
    public func signUp(name: String, password: String, invitation: String?) async throws -> IssuedToken {
        try await signUp(name: name, password: password)
    }

    /// Accounts whose passwords are never reset: there is nothing to choose.
    public func logIn(name: String, password: String, newPassword: String) async throws -> IssuedToken {
        try await logIn(name: name, password: password)
    }

    /// Accounts with no second factor: the code is not needed, and not read.
    public func logIn(_ attempt: PasswordLogIn) async throws -> IssuedToken {
        if let newPassword = attempt.newPassword {
            return try await logIn(name: attempt.name, password: attempt.password, newPassword: newPassword)
        }
        return try await logIn(name: attempt.name, password: attempt.password)
    }
}
