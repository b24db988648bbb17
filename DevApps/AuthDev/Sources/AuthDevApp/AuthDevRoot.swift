// The composition root of `auth-dev`, and its only one: every dependency its commands and
// screens use is made in this file.
import Auth
import AuthInterface
import AuthTesting
import CommandInjection
import Injection
import Foundation
import TerminalUI
import TerminalUIInterface
#if AuthDevAdapters
import AuthCrypto
import AuthSQLite
import Storage
#endif

/// The Auth dev app's own composition root. By default profiles live in memory and
/// passwords use the instant test hasher. Built with the `AuthDevAdapters` trait, `--database`
/// wires SQLite and PBKDF2.
final class AuthDevRoot: Sendable {
    /// Shared: the in-memory profiles and session.
    let inMemoryStore = InMemoryProfileStore()
    /// Shared: the real terminal.
    let terminal: any Terminal
    #if AuthDevAdapters
    /// Shared: the SQLite database, when `--database` is given.
    let database: DatabaseProvider?
    #endif

    init(wiring: AuthDevWiring, environment: [String: String]) throws(AdaptersNotBuilt) {
        terminal = StandardTerminal(environment: environment)
        #if AuthDevAdapters
        database = wiring.database.map {
            DatabaseProvider(location: .file(URL(fileURLWithPath: $0)), migrations: AuthSQLiteSchema.migrations)
        }
        #else
        if wiring.database != nil { throw AdaptersNotBuilt(executable: "auth-dev", option: "--database", trait: "AuthDevAdapters") }
        #endif
    }

    var authService: any AuthService {
        #if AuthDevAdapters
        if let database {
            let repository = SQLiteProfileRepository(database: database)
            return CredentialAuthService(profiles: repository, hasher: PBKDF2PasswordHasher(), session: repository)
        }
        #endif
        return CredentialAuthService(profiles: inMemoryStore, hasher: InsecureTestHasher(), session: inMemoryStore)
    }

    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register(AuthDevScreens.self, instance: AuthDevScreens(root: self))
        container.register((any AuthService).self) { _ in self.authService }
        return container
    }
}
