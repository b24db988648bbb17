import AuthInterface

/// The profiles' accounts, whose tokens also include those of limited rights that features
/// issue (``ScopedTokenVerifying``, an app's): a token is looked up among the log-in tokens
/// first, then among each feature's, whose profile must still be enabled (`standing`, where
/// the feature that owns profiles offers it). The web page's session check refuses the latter
/// (their `scopes` are not `nil`); the API's checks their scopes.
struct AppTokenAccounts: TokenAuthenticating {
    let accounts: any TokenAuthenticating
    let scoped: [any ScopedTokenVerifying]
    let standing: (any ProfileStanding)?

    func signUp(name: String, password: String) async throws -> IssuedToken {
        try await accounts.signUp(name: name, password: password)
    }

    func signUp(name: String, password: String, invitation: String?) async throws -> IssuedToken {
        try await accounts.signUp(name: name, password: password, invitation: invitation)
    }

    func logIn(name: String, password: String) async throws -> IssuedToken {
        try await accounts.logIn(name: name, password: password)
    }

    func logIn(name: String, password: String, newPassword: String) async throws -> IssuedToken {
        try await accounts.logIn(name: name, password: password, newPassword: newPassword)
    }

    func logIn(_ attempt: PasswordLogIn) async throws -> IssuedToken {
        try await accounts.logIn(attempt)
    }

    func issuedToken(_ token: String) async throws -> IssuedToken? {
        if let issued = try await accounts.issuedToken(token) { return issued }
        for tokens in scoped {
            guard let issued = try await tokens.issuedToken(token) else { continue }
            guard try await standing?.isEnabled(issued.profile.id) ?? true else { return nil }
            return issued
        }
        return nil
    }

    func logOut(token: String) async throws {
        try await accounts.logOut(token: token)
    }
}
