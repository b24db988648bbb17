import AppComposition
import ArgumentParser
import Auth
import AuthCrypto
import AuthInterface
import AuthSQLite
import Foundation
import CommandInjection
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
    public static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] { [] }
    public static var commandsWithoutWiring: [any ParsableCommand.Type] { AuthCommands.all }
    public static var remoteCommands: [any ParsableCommand.Type] { AuthCommands.remote }

    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        AuthAdvice.advice(for: error, invokedAs: executable)
    }

    /// After a failure of the session with a server, in the session's commands.
    public static func remoteAdvice(for error: any Error, invokedAs executable: String) -> String? {
        guard let error = error as? RemoteError else { return nil }
        return switch error {
        case .unreachable:
            "Check that watchlist-server runs there (`\(executable) remote status`), allow longer with --timeout SECONDS, or use this machine's list again with `\(executable) remote logout`."
        case .sessionEnded: "Log in again with `\(executable) remote login URL NAME`, or use this machine's list with `\(executable) remote logout`."
        case .noSession: "Log in to a server with `\(executable) remote login URL NAME`."
        case .unsupported: "Use it on this machine's list after `\(executable) remote logout`."
        case .sessionFile: "Remove that file and log in again with `\(executable) remote login URL NAME`."
        case .refused(_, let message) where [AuthError.codeNeeded.description, AuthError.codeInvalid.description].contains(message):
            "Give the code with `\(executable) remote login URL NAME --code CODE`, or log in on a terminal to be asked for it."
        case .refused(_, let message) where message == AuthError.newPasswordNeeded.description:
            "Log in on a terminal, without --password-stdin, to choose it."
        case .invalidServerAddress, .refused, .unexpectedAnswer: nil
        }
    }

    public static func status(in container: Container) async -> String? {
        let profile = (try? await container.resolve((any CurrentProfileProviding).self).currentProfile()) ?? nil
        return profile.map { "logged in as \($0.name)" } ?? "not logged in"
    }

    public static var examples: [String] { ["watchlist signup ada", "watchlist remote login http://127.0.0.1:8080 ada"] }

    public static var remoteExamples: [String] {
        ["remote login http://127.0.0.1:8080 ada", "remote status", "remote logout"]
    }

    public static var sqliteMigrations: [DatabaseMigration] { AuthSQLiteSchema.migrations }

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
