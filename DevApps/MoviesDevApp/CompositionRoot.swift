import Foundation
import MoviesLive
import MoviesTesting
import Storage
import TerminalUI

/// The Movies dev app's own composition root: the same feature code as `watchlist`,
/// wired to fixtures or real adapters as ``DevWiring`` says.
final class CompositionRoot: Sendable {
    let wiring: DevWiring.Resolved
    /// Shared: the database, when one is asked for.
    let database: DatabaseProvider
    /// Shared: the in-memory repository used when no database is asked for.
    let inMemoryRepository = InMemoryMovieRepository()
    /// Shared: the real terminal.
    let terminal: any Terminal

    init(wiring: DevWiring, environment: [String: String]) {
        self.wiring = DevWiring.Resolved(wiring)
        database = DatabaseProvider(location: self.wiring.databaseLocation, migrations: SQLiteMovieRepository.migrations)
        terminal = StandardTerminal(environment: environment)
    }
}

extension DevWiring {
    /// The wiring as plain values, safe to share.
    struct Resolved: Sendable {
        let catalog: CatalogChoice
        let databaseLocation: DatabaseLocation
        let usesDatabase: Bool

        init(_ wiring: DevWiring) {
            catalog = wiring.catalog
            usesDatabase = wiring.database != nil
            databaseLocation = wiring.database.map { .file(URL(fileURLWithPath: $0)) } ?? .inMemory
        }
    }
}

