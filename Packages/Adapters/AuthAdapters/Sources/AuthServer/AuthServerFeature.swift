import APIContract
import ArgumentParser
import Auth
import AuthAPI
import AuthCrypto
import AuthInterface
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

/// The Auth feature in `watchlist-server`: profiles and access tokens on SQLite or PostgreSQL,
/// PBKDF2 for passwords and SHA-256 for tokens, the account routes and the sign-in pages; and
/// what it offers the others: who a token signs in (the router's accounts), the profiles by
/// name (for sharing), secrets minted as its tokens are (a hook's), the administration of
/// profiles (`profiles add`), and the site's sign-in pages.
public enum AuthServerFeature: ServerFeature {
    public typealias Options = AuthServerOptions

    public static var commands: [any ParsableCommand.Type] { [ProfilesCommand.self] }
    public static var examples: [String] {
        ["watchlist-server --signups closed      (then: watchlist-server profiles add NAME)"]
    }

    public static var sqliteMigrations: [DatabaseMigration] { AuthSQLiteSchema.migrations }
    public static var postgresMigrations: [PostgresMigration] { PostgresProfileRepository.migrations }
    public static var errors: [any HTTPErrorMapping] { [AuthHTTPErrors()] }
    public static var openAPI: OpenAPIPart? { AuthOpenAPI.part }
    public static var navigation: [Layout.Link] { [] }

    /// What the feature's options say, read once.
    private struct Settings: Sendable {
        let signUpsOpen: Bool
        let administration: TokenAuthService
    }

    public static func register(in container: Container, host: ServerHost) {
        let (profiles, tokens): (any ProfileRepository, any AccessTokenStore) = switch host.storage {
        case .sqlite(let database): (SQLiteProfileRepository(database: database), SQLiteAccessTokenStore(database: database))
        case .postgres(let pool): (PostgresProfileRepository(database: pool), PostgresAccessTokenStore(database: pool))
        }
        container.register(Settings.self, lifetime: .shared) { _ in
            let options = try host.options.options(Options.self)
            let administration = TokenAuthService(
                profiles: profiles, hasher: PBKDF2PasswordHasher(), tokens: tokens, minting: SHA256TokenMinting(),
                lifetime: try options.lifetime(environment: host.environment), now: host.now
            )
            return Settings(signUpsOpen: try options.signUpsOpen(environment: host.environment), administration: administration)
        }
        container.register((any ProfileAdministering).self) { resolver in try resolver.resolve(Settings.self).administration }
        container.register((any TokenAuthenticating).self) { resolver in
            let settings = try resolver.resolve(Settings.self)
            return settings.signUpsOpen ? settings.administration : ClosedSignUps(settings.administration)
        }
        container.register((any ProfileDirectory).self, instance: profiles)
        container.register((any SecretMinting).self, instance: SHA256TokenMinting())
        container.register(LogInThrottle.self, instance: LogInThrottle(now: host.now))
        container.register(
            SignInPages.self,
            instance: SignInPages(logInPath: AuthPages.logInPath, logOutPath: AuthPages.logOutPath) { next in AuthPages.logInPage(next: next) }
        )
    }

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let accounts = try container.resolve((any TokenAuthenticating).self)
        let throttle = try container.resolve(LogInThrottle.self)
        let signUpsOpen = try container.resolve(Settings.self).signUpsOpen
        let pages = try AuthPages(accounts: accounts, throttle: throttle, signUpsOpen: signUpsOpen, home: try container.resolve(HomePage.self).path)
        return ServerParts(
            routes: [AccountRoutes(accounts: accounts, throttle: throttle, cache: host.cache, catalog: host.catalog.name)], pages: pages.routes
        )
    }
}
