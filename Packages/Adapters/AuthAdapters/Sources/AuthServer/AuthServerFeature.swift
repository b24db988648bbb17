import APIContract
import ArgumentParser
import Auth
import AuthAPI
import AuthCrypto
import AuthInterface
import AuthOTP
import AuthPorts
import AuthPostgres
import AuthSQLite
import AuthWeb
import Injection
import PostgresStorage
import ServerComposition
import Storage
import WebServer
import WebUI

/// The Auth feature in `watchlist-server`: profiles, access tokens and the household (its
/// owner, invitations, disabled profiles) on SQLite or PostgreSQL, PBKDF2 for passwords and
/// SHA-256 for tokens and invitations, the account and household routes and pages; and
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
        ]
    }

    public static var sqliteMigrations: [DatabaseMigration] { AuthSQLiteSchema.migrations }
    public static var postgresMigrations: [PostgresMigration] { PostgresProfileRepository.migrations }
    public static var errors: [any HTTPErrorMapping] { [AuthHTTPErrors()] }
    public static var openAPI: OpenAPIPart? { AuthOpenAPI.part }
    public static var navigation: [Layout.Link] { [.init(title: "Household", path: HouseholdPages.path, section: "household")] }

    /// What the feature's options say, read once.
    private struct Settings: Sendable {
        let mode: SignUpMode
        let household: HouseholdAccounts
    }

    public static func register(in container: Container, host: ServerHost) {
        let (profiles, tokens, store, secondFactors): (any ProfileRepository, any AccessTokenStore, any HouseholdStore, any TwoFactorStore) =
            switch host.storage {
            case .sqlite(let database): (
                SQLiteProfileRepository(database: database), SQLiteAccessTokenStore(database: database), SQLiteHouseholdStore(database: database),
                SQLiteTwoFactorStore(database: database)
            )
            case .postgres(let pool): (
                PostgresProfileRepository(database: pool), PostgresAccessTokenStore(database: pool), PostgresHouseholdStore(database: pool),
                PostgresTwoFactorStore(database: pool)
            )
            }
        container.register(Settings.self, lifetime: .shared) { _ in
            let options = try host.options.options(Options.self)
            let accounts = TokenAuthService(
                profiles: profiles, hasher: PBKDF2PasswordHasher(), tokens: tokens, minting: SHA256TokenMinting(),
                lifetime: try options.lifetime(environment: host.environment), now: host.now
            )
            let mode = try options.signUpMode(environment: host.environment)
            let twoFactor = TwoFactorLogIn(store: secondFactors, codes: TimeBasedCodes(), minting: SHA256TokenMinting(), now: host.now)
            let household = HouseholdAccounts(
                accounts: accounts, profiles: profiles, store: store, twoFactor: twoFactor, minting: SHA256TokenMinting(), mode: mode, now: host.now
            )
            return Settings(mode: mode, household: household)
        }
        container.register((any ProfileAdministering).self) { resolver in try resolver.resolve(Settings.self).household }
        container.register((any HouseholdAdministering).self) { resolver in try resolver.resolve(Settings.self).household }
        container.register((any ProfileStanding).self) { resolver in try resolver.resolve(Settings.self).household }
        container.register((any TwoFactorAdministering).self) { resolver in try resolver.resolve(Settings.self).household }
        container.register((any TokenAuthenticating).self) { resolver in try resolver.resolve(Settings.self).household }
        container.register((any ProfileDirectory).self, instance: profiles)
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
        let pages = try AuthPages(accounts: household, throttle: throttle, mode: settings.mode, home: try container.resolve(HomePage.self).path)
        return ServerParts(
            routes: [
                AccountRoutes(accounts: household, throttle: throttle, cache: host.cache, catalog: host.catalog.name),
                HouseholdRoutes(household: household, cache: host.cache),
            ],
            pages: pages.routes + (try HouseholdPages(household: household, now: host.now).routes)
        )
    }
}
