import AppComposition
import ArgumentParser
import Auth
import AuthCrypto
import AuthInterface
import AuthSQLite
import Foundation
import Injection
import RemoteClient
import Storage
import TerminalUIInterface

/// The Auth feature in `watchlist`: profiles and the session on this machine (PBKDF2 for
/// passwords), `signup`, `login`, `logout` and `whoami`, the session with a server under
/// `remote`, the log-in and account screens; and what it offers the others: who is signed in,
/// the profiles by name (for sharing), and secrets minted as the server mints its tokens
/// (a hook's).
public enum AuthAppFeature: AppFeature {
    public static var commands: [any ParsableCommand.Type] { [] }
    public static var commandsWithoutWiring: [any ParsableCommand.Type] { AuthCommands.all }
    public static var remoteCommands: [any ParsableCommand.Type] { AuthCommands.remote }

    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        AuthAdvice.advice(for: error, invokedAs: executable)
    }

    public static var sqliteMigrations: [DatabaseMigration] { SQLiteProfileRepository.migrations + SQLiteAccessTokenStore.migrations }

    public static func register(in container: Container, host: AppHost) {
        let profiles = SQLiteProfileRepository(database: host.database)
        let service = CredentialAuthService(profiles: profiles, hasher: PBKDF2PasswordHasher(), session: profiles)
        container.register((any AuthService).self, instance: service)
        container.register((any CurrentProfileProviding).self, instance: service)
        container.register((any ProfileDirectory).self, instance: profiles)
        container.register((any SecretMinting).self, instance: SHA256TokenMinting())
        container.register((any AuthScreenBuildable).self, instance: AuthScreens(auth: service))
        container.register((any RemoteAccounts).self, instance: HTTPRemoteAccounts(http: host.http, timeout: host.requestTimeout))
        container.register((any RemoteSessionStore).self, instance: RemoteSessionFile(url: URL(fileURLWithPath: host.sessionPath)))
    }

    public static let menu = [
        AppMenuItem(title: "Account", key: "a", placement: .last) { container in AccountScreen(auth: try container.resolve((any AuthService).self)) }
    ]
}

/// The log-in and account screens, for the other features' screens that need a profile.
struct AuthScreens: AuthScreenBuildable {
    let auth: any AuthService

    func makeLogInScreen() -> any Screen { LogInScreen(auth: auth) }
    func makeAccountScreen() -> any Screen { AccountScreen(auth: auth) }
}
