import AuthInterface

/// The profiles' accounts, whose tokens also include those of limited rights that features
/// issue (``ScopedTokenVerifying``, an app's): a token is looked up among the log-in tokens
/// first, then among each feature's. The web page's session check refuses the latter
/// (their `scopes` are not `nil`); the API's checks their scopes.
struct AppTokenAccounts: TokenAuthenticating {
    let accounts: any TokenAuthenticating
    let scoped: [any ScopedTokenVerifying]

    func signUp(name: String, password: String) async throws -> IssuedToken {
        try await accounts.signUp(name: name, password: password)
    }

    func signUp(name: String, password: String, invitation: String?) async throws -> IssuedToken {
        try await accounts.signUp(name: name, password: password, invitation: invitation)
    }

    func logIn(name: String, password: String) async throws -> IssuedToken {
        try await accounts.logIn(name: name, password: password)
    }

    func issuedToken(_ token: String) async throws -> IssuedToken? {
        if let issued = try await accounts.issuedToken(token) { return issued }
        for tokens in scoped {
            if let issued = try await tokens.issuedToken(token) { return issued }
        }
        return nil
    }

    func logOut(token: String) async throws {
        try await accounts.logOut(token: token)
    }
}
