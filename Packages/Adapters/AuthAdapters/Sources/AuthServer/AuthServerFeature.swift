import APIContract
import Auth
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
    public static var sqliteMigrations: [DatabaseMigration] { SQLiteProfileRepository.migrations + SQLiteAccessTokenStore.migrations }
    public static var postgresMigrations: [PostgresMigration] { PostgresProfileRepository.migrations }
    public static var errors: [any HTTPErrorMapping] { [AuthHTTPErrors()] }
    public static var openAPI: OpenAPIPart? { nil }
    public static var navigation: [Layout.Link] { [] }

    public static func register(in container: Container, host: ServerHost) {
        let (profiles, tokens): (any ProfileRepository, any AccessTokenStore) = switch host.storage {
        case .sqlite(let database): (SQLiteProfileRepository(database: database), SQLiteAccessTokenStore(database: database))
        case .postgres(let pool): (PostgresProfileRepository(database: pool), PostgresAccessTokenStore(database: pool))
        }
        let administration = TokenAuthService(
            profiles: profiles, hasher: PBKDF2PasswordHasher(), tokens: tokens, minting: SHA256TokenMinting(), lifetime: host.settings.tokenLifetime,
            now: host.now
        )
        container.register((any ProfileAdministering).self, instance: administration)
        container.register((any TokenAuthenticating).self, instance: host.settings.signUpsOpen ? administration : ClosedSignUps(administration))
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
        let pages = try AuthPages(accounts: accounts, throttle: throttle, signUpsOpen: host.settings.signUpsOpen, home: try container.resolve(HomePage.self).path)
        return ServerParts(
            routes: [AccountRoutes(accounts: accounts, throttle: throttle, cache: host.cache, catalog: host.catalog.name)], pages: pages.routes
        )
    }
}
