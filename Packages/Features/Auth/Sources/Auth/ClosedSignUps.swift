import AuthInterface

/// The accounts of a server whose profiles only its administration makes
/// (`--signups closed`): signing up refuses with ``AuthError/signUpsClosed``, whatever the
/// front end (the API, the web page); everything else is `accounts`'.
public struct ClosedSignUps: TokenAuthenticating {
    let accounts: any TokenAuthenticating

    /// Wraps `accounts`.
    public init(_ accounts: any TokenAuthenticating) {
        self.accounts = accounts
    }

    public func signUp(name: String, password: String) async throws -> IssuedToken {
        throw AuthError.signUpsClosed
    }

    public func logIn(name: String, password: String) async throws -> IssuedToken {
        try await accounts.logIn(name: name, password: password)
    }

    public func issuedToken(_ token: String) async throws -> IssuedToken? {
        try await accounts.issuedToken(token)
    }

    public func logOut(token: String) async throws {
        try await accounts.logOut(token: token)
    }
}
