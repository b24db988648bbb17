import APIContract
import ArgumentParser
import Auth
import AuthAPI
import AuthCrypto
import AuthInterface
import AuthOIDC
import AuthOTP
import AuthPorts
import AuthWeb
import Injection
import ServerComposition
import WebServer
import WebUI

/// The Auth feature in `watchlist-server`: profiles, access tokens and the household (its
/// owner, invitations, disabled profiles) on SQLite or PostgreSQL, PBKDF2 for passwords and
/// SHA-256 for tokens and invitations, two-factor log-in (RFC 6238), single sign-on through an
/// OpenID Connect provider, the account, household and two-factor routes and pages; and
/// what it offers the others: who a token signs in (the router's accounts), the profiles by
/// name (for sharing), secrets minted as its tokens are (a hook's), the administration of
/// profiles (`profiles add`), and the site's sign-in pages.
public enum AuthServerFeature: ServerFeature {
    public typealias Options = AuthServerOptions

    public static var commands: [any ParsableCommand.Type] { [ProfilesCommand.self] }
    public static var examples: [String] {
        [
            "watchlist-server profiles invite        (a link for one visitor to sign up)",
            "watchlist-server --signups open         (anyone who reaches it may sign up)",
            "watchlist-server --oidc-issuer https://auth.example.org --oidc-client-id watchlist   (single sign-on)",
        ]
    }

    public static var errors: [any HTTPErrorMapping] { [AuthHTTPErrors()] }
    public static var openAPI: OpenAPIPart? { AuthOpenAPI.part }
    public static var navigation: [Layout.Link] {
        [
            .init(title: "Household", path: HouseholdPages.path, section: "household"),
            .init(title: "Security", path: TwoFactorPages.path, section: "security"),
        ]
    }

    /// What the feature's options say, read once.
    private struct Settings: Sendable {
        let mode: SignUpMode
        let household: HouseholdAccounts
        let passwords: Bool
        /// Sign-in through the identity provider, when one is configured.
        let signOn: SingleSignOn?
    }

    public static func register(in container: Container, host: ServerHost) {
        // Passwords' hashes: a registration of its own, so that a test's server can register
        // the same hasher with fewer iterations over it.
        container.register((any PasswordHasher).self, lifetime: .shared) { _ in PBKDF2PasswordHasher() }
        container.register(Settings.self, lifetime: .shared) { resolver in
            let profiles = try resolver.resolve((any ProfileRepository).self)
            let tokens = try resolver.resolve((any AccessTokenStore).self)
            let store = try resolver.resolve((any HouseholdStore).self)
            let secondFactors = try resolver.resolve((any TwoFactorStore).self)
            let options = try host.options.options(Options.self)
            let accounts = TokenAuthService(
                profiles: profiles, hasher: try resolver.resolve((any PasswordHasher).self), tokens: tokens, minting: SHA256TokenMinting(),
                lifetime: try options.lifetime(environment: host.environment), now: host.now
            )
            let mode = try options.signUpMode(environment: host.environment)
            let provider = try options.provider(environment: host.environment)
            let passwords = try options.passwordsOn(environment: host.environment, provider: provider)
            let twoFactor = TwoFactorLogIn(store: secondFactors, codes: TimeBasedCodes(), minting: SHA256TokenMinting(), now: host.now)
            let household = HouseholdAccounts(
                accounts: accounts, profiles: profiles, store: store, twoFactor: twoFactor, minting: SHA256TokenMinting(), mode: mode,
                passwords: passwords, now: host.now
            )
            // The provider is the operator's to name: its requests go wherever it is.
            let signOn = provider.map { provider in
                SingleSignOn(
                    provider: OpenIDConnectProvider(
                        configuration: .init(
                            issuer: provider.issuer, clientID: provider.clientID, clientSecret: provider.clientSecret, nameClaim: provider.nameClaim,
                            name: provider.name
                        ),
                        http: host.http
                    ),
                    household: household, profiles: profiles, minting: SHA256TokenMinting(), makesProfiles: provider.createsProfiles, now: host.now
                )
            }
            return Settings(mode: mode, household: household, passwords: passwords, signOn: signOn)
        }
        container.register((any ProfileAdministering).self) { resolver in try resolver.resolve(Settings.self).household }
        container.register((any HouseholdAdministering).self) { resolver in try resolver.resolve(Settings.self).household }
        container.register((any ProfileStanding).self) { resolver in try resolver.resolve(Settings.self).household }
        container.register((any TwoFactorAdministering).self) { resolver in try resolver.resolve(Settings.self).household }
        container.register((any TokenAuthenticating).self) { resolver in try resolver.resolve(Settings.self).household }
        container.register((any ProfileDirectory).self) { resolver in try resolver.resolve((any ProfileRepository).self) }
        container.register((any SecretMinting).self, instance: SHA256TokenMinting())
        container.register(LogInThrottle.self, instance: LogInThrottle(now: host.now))
        container.register(
            SignInPages.self,
            instance: SignInPages(logInPath: AuthPages.logInPath, logOutPath: AuthPages.logOutPath) { next in AuthPages.logInPage(next: next) }
        )
    }

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let settings = try container.resolve(Settings.self)
        let throttle = try container.resolve(LogInThrottle.self)
        let household = settings.household
        let home = try container.resolve(HomePage.self).path
        let pages = try AuthPages(
            accounts: household, throttle: throttle, mode: settings.mode, home: home, passwords: settings.passwords,
            singleSignOn: settings.signOn?.providerName
        )
        let signOnPages = try settings.signOn.map { signOn in try SingleSignOnPages(signOn: signOn, home: home).routes } ?? []
        return ServerParts(
            routes: [
                AccountRoutes(accounts: household, throttle: throttle, cache: host.cache, catalog: host.catalog.name),
                HouseholdRoutes(household: household, cache: host.cache),
                TwoFactorRoutes(twoFactor: household),
            ],
            pages: pages.routes + signOnPages + (try HouseholdPages(household: household, now: host.now).routes)
                + (try TwoFactorPages(twoFactor: household, passwords: settings.passwords).routes)
        )
    }
}
