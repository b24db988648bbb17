import Auth
import AuthInterface
import AuthLive
import AuthTesting
import Foundation
import Storage
import TerminalUI

/// The Auth dev app's own composition root. By default profiles live in memory and
/// passwords use the instant test hasher; `--database` wires SQLite and PBKDF2.
final class CompositionRoot: Sendable {
    /// Shared: the SQLite database, when `--database` is given.
    let database: DatabaseProvider?
    /// Shared: the in-memory profiles and session otherwise.
    let inMemoryStore = InMemoryProfileStore()
    /// Shared: the real terminal.
    let terminal: any Terminal

    init(wiring: DevWiring, environment: [String: String]) {
        database = wiring.database.map {
            DatabaseProvider(location: .file(URL(fileURLWithPath: $0)), migrations: SQLiteProfileRepository.migrations)
        }
        terminal = StandardTerminal(environment: environment)
    }

    var authService: any AuthService {
        if let database {
            let repository = SQLiteProfileRepository(database: database)
            return CredentialAuthService(profiles: repository, hasher: PBKDF2PasswordHasher(), session: repository)
        }
        return CredentialAuthService(profiles: inMemoryStore, hasher: InsecureTestHasher(), session: inMemoryStore)
    }
}
