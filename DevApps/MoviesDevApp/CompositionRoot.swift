import Foundation
import MoviesLive
import MoviesTesting
import Networking
import Storage
import TerminalUI

/// The Movies dev app's own composition root: the same feature code as `watchlist`,
/// wired to fixtures or real adapters as ``DevWiring`` says.
final class CompositionRoot: Sendable {
    let wiring: Wiring
    /// Shared: the database, when one is asked for.
    let database: DatabaseProvider
    /// Shared: the in-memory repository used when no database is asked for.
    let inMemoryRepository = InMemoryMovieRepository()
    /// Shared: one HTTP session for the run.
    let httpClient: any HTTPClient = URLSessionHTTPClient()
    /// Shared: the real terminal.
    let terminal: any Terminal

    /// The wiring as plain values, safe to share.
    struct Wiring: Sendable {
        let catalog: DevWiring.CatalogChoice
        let databaseLocation: DatabaseLocation
        let usesDatabase: Bool
        let tmdb: TMDBConfiguration?
    }

    init(wiring: DevWiring, tmdb: DevTMDB, environment: [String: String]) {
        let catalog = wiring.fixtureServer ? .tmdb : wiring.catalog
        self.wiring = Wiring(
            catalog: catalog,
            databaseLocation: wiring.database.map { .file(URL(fileURLWithPath: $0)) } ?? .inMemory,
            usesDatabase: wiring.database != nil,
            tmdb: tmdb.token.map {
                TMDBConfiguration(baseURL: tmdb.baseURL, token: $0, timeout: .milliseconds(Int(wiring.timeout * 1000)))
            }
        )
        database = DatabaseProvider(location: self.wiring.databaseLocation, migrations: SQLiteMovieRepository.migrations)
        terminal = StandardTerminal(environment: environment)
    }
}

/// Where the dev app's TMDB catalog points: the fixture server, or TMDB from the environment.
struct DevTMDB: Sendable {
    let baseURL: URL
    let token: String?

    init(baseURL: URL, token: String) {
        self.baseURL = baseURL
        self.token = token
    }

    init(environment: [String: String]) {
        baseURL = environment[TMDBConfiguration.baseURLVariable].flatMap(URL.init(string:)) ?? TMDBConfiguration.defaultBaseURL
        token = environment[TMDBConfiguration.tokenVariable].flatMap { $0.isEmpty ? nil : $0 }
    }
}
