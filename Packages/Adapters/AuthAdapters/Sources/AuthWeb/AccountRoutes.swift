import APIContract
import APIRouting
import AuthAPI
import AuthInterface
import Hummingbird
import ReadCache
import WebServer

/// The API's account routes: `POST /v1/signup` and `POST /v1/login` `{name, password}` →
/// `{profile, token, expiresAt, catalog}`, `POST /v1/logout` (revokes the token presented) and
/// `GET /v1/me`. Failed log-ins are throttled per name and per client address, with the web
/// page's log-in form (one ``LogInLimiting`` for both): 429 with `Retry-After`.
public struct AccountRoutes: APIRoutes {
    let accounts: any TokenAuthenticating
    let throttle: any LogInLimiting
    let cache: ReadCache
    /// The catalog this server searches (`offline`, `imdb`), told to clients at sign-in.
    let catalog: String

    /// Routes on `accounts`; `catalog` names the server's catalog.
    public init(accounts: any TokenAuthenticating, throttle: any LogInLimiting, cache: ReadCache, catalog: String) {
        self.accounts = accounts
        self.throttle = throttle
        self.cache = cache
        self.catalog = catalog
    }

    public func add(to groups: APIRouteGroups) {
        let (accounts, throttle, cache, catalog) = (accounts, throttle, cache, catalog)
        @Sendable func session(_ issued: IssuedToken) -> SessionDocument {
            SessionDocument(profile: ProfileDocument(issued.profile), token: issued.token, expiresAt: issued.expiresAt, catalog: catalog)
        }
        groups.open.post("signup") { request, context in
            let credentials = try await request.document(CredentialsDocument.self, context: context)
            let issued = try await accounts.signUp(name: credentials.name, password: credentials.password, invitation: credentials.invitation)
            return JSONBody(session(issued), status: .created)
        }
        groups.open.post("login") { request, context in
            let credentials = try await request.document(CredentialsDocument.self, context: context)
            if let wait = throttle.retryAfter(name: credentials.name, address: context.clientAddress) {
                throw APIError(status: .tooManyRequests, message: "too many failed log-ins; try again in \(wait) seconds", retryAfter: wait)
            }
            do {
                let issued = try await accounts.logIn(
                    PasswordLogIn(name: credentials.name, password: credentials.password, newPassword: credentials.newPassword, code: credentials.code)
                )
                throttle.succeeded(name: credentials.name)
                return JSONBody(session(issued))
            } catch let error as AuthError where [.invalidCredentials, .codeInvalid].contains(error) {
                throttle.failed(name: credentials.name, address: context.clientAddress)
                throw error
            }
        }
        groups.signedIn.post("logout") { _, context in
            if let token = context.token {
                try await cache.afterWriting(.everyToken) { try await accounts.logOut(token: token) }
            }
            return HTTPResponse.Status.noContent
        }
        groups.signedIn.get("me") { _, context in JSONBody(ProfileDocument(try context.signedIn())) }
    }
}

/// How Auth's errors are answered: a wrong password and a missing or wrong code 401, a name
/// taken, the owner disabled and two-factor log-in begun or on in the wrong order 409, sign-ups
/// closed, passwords off, an invitation missing or dead, a non-owner administering and a
/// disabled profile logging in 403, an unknown profile or invitation 404, no session 401
/// with a challenge, any other (a name or password refused) 400.
public struct AuthHTTPErrors: HTTPErrorMapping {
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        switch error {
        case AuthError.invalidCredentials, AuthError.codeNeeded, AuthError.codeInvalid: HTTPErrorAnswer(.unauthorized)
        case AuthError.twoFactorAlreadyOn, AuthError.twoFactorNotBegun: HTTPErrorAnswer(.conflict)
        case AuthError.passwordsOff: HTTPErrorAnswer(.forbidden)
        // A well-formed request that the state refuses: the name is someone's.
        case AuthError.nameTaken: HTTPErrorAnswer(.conflict)
        case AuthError.signUpsClosed, AuthError.invitationNeeded, AuthError.invitationInvalid, AuthError.ownerOnly: HTTPErrorAnswer(.forbidden)
        case AuthError.profileDisabled, AuthError.newPasswordNeeded: HTTPErrorAnswer(.forbidden)
        case AuthError.unknownProfile, AuthError.unknownInvitation: HTTPErrorAnswer(.notFound)
        case AuthError.ownerStaysEnabled: HTTPErrorAnswer(.conflict)
        case AuthError.notLoggedIn: HTTPErrorAnswer(.unauthorized, challenge: true)
        case is AuthError: HTTPErrorAnswer(.badRequest)
        default: nil
        }
    }
}
