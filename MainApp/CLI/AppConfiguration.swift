import Foundation
import MoviesLive
import Storage

/// What the composition root needs from the process: where data lives, which catalog to
/// use and how to reach it, and the environment.
struct AppConfiguration: Sendable {
    /// Which catalog answers searches.
    enum Catalog: Sendable, Equatable {
        /// The embedded offline catalog.
        case offline
        /// TMDB; `token` is `nil` when `TMDB_API_TOKEN` is unset.
        case tmdb(baseURL: URL, token: String?, timeout: Duration)
    }

    /// The database: `$WATCHLIST_DB`, else under `$XDG_DATA_HOME` or `~/.local/share`.
    let databaseLocation: DatabaseLocation
    /// The catalog: `--catalog` if given, else TMDB when `TMDB_API_TOKEN` is set, else offline.
    let catalog: Catalog
    /// The process environment, for `NO_COLOR` and the like.
    let environment: [String: String]

    init(environment: [String: String], homeDirectory: URL, wiring: CLIWiring) {
        self.environment = environment
        databaseLocation = .standard(
            application: "watchlist",
            fileName: "watchlist.sqlite",
            overrideVariable: "WATCHLIST_DB",
            environment: environment,
            homeDirectory: homeDirectory
        )
        let token = environment[TMDBConfiguration.tokenVariable].flatMap { $0.isEmpty ? nil : $0 }
        let useTMDB = wiring.catalog.map { $0 == .tmdb } ?? (token != nil)
        if useTMDB {
            let baseURL = environment[TMDBConfiguration.baseURLVariable].flatMap { $0.isEmpty ? nil : URL(string: $0) }
            catalog = .tmdb(baseURL: baseURL ?? TMDBConfiguration.defaultBaseURL, token: token, timeout: wiring.requestTimeout)
        } else {
            catalog = .offline
        }
    }
}
