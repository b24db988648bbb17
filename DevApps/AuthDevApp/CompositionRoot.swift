import Auth
import AuthInterface
import AuthTesting
import Foundation
import TerminalUI
import TerminalUIInterface
#if AuthDevLive
import AuthLive
import Storage
#endif

/// The Auth dev app's own composition root. By default profiles live in memory and
/// passwords use the instant test hasher. Built with the `AuthDevLive` trait, `--database`
/// wires SQLite and PBKDF2.
final class CompositionRoot: Sendable {
    /// Shared: the in-memory profiles and session.
    let inMemoryStore = InMemoryProfileStore()
    /// Shared: the real terminal.
    let terminal: any Terminal
    #if AuthDevLive
    /// Shared: the SQLite database, when `--database` is given.
    let database: DatabaseProvider?
    #endif

    init(wiring: AuthDevWiring, environment: [String: String]) throws(DevWiringError) {
        terminal = StandardTerminal(environment: environment)
        #if AuthDevLive
        database = wiring.database.map {
            DatabaseProvider(location: .file(URL(fileURLWithPath: $0)), migrations: SQLiteProfileRepository.migrations)
        }
        #else
        if wiring.database != nil { throw .liveAdaptersNotBuilt }
        #endif
    }

    var authService: any AuthService {
        #if AuthDevLive
        if let database {
            let repository = SQLiteProfileRepository(database: database)
            return CredentialAuthService(profiles: repository, hasher: PBKDF2PasswordHasher(), session: repository)
        }
        #endif
        return CredentialAuthService(profiles: inMemoryStore, hasher: InsecureTestHasher(), session: inMemoryStore)
    }
}

/// A wiring flag this build cannot honour.
enum DevWiringError: Error, Equatable, CustomStringConvertible {
    case liveAdaptersNotBuilt

    var description: String {
        "this auth-dev was built without its real adapters, so --database is unavailable; rebuild with: swift build --product auth-dev --traits AuthDevLive"
    }
}
