import Foundation
import Networking
import TMDB
import Storage

/// What the composition root needs from the process: where data lives, which catalog to
/// use and how to reach it, and the environment.
struct AppConfiguration: Sendable {
    /// Which catalog answers searches.
    enum Catalog: Sendable, Equatable {
        /// The embedded offline catalog.
        case offline
        /// The catalog built from IMDb's datasets, at ``AppConfiguration/imdbCatalogPath``.
        case imdb
        /// TMDB; `token` is `nil` when `TMDB_API_TOKEN` is unset.
        case tmdb(baseURL: URL, token: String?, timeout: Duration)
    }

    /// The database: `$WATCHLIST_DB`, else under `$XDG_DATA_HOME` or `~/.local/share`.
    let databaseLocation: DatabaseLocation
    /// Where the catalog built from IMDb's datasets is kept: `$WATCHLIST_CATALOG`, else
    /// `catalog.sqlite` beside the database.
    let imdbCatalogPath: String
    /// The catalog: `--catalog` if given, else the IMDb catalog built here when there is one,
    /// else TMDB when `TMDB_API_TOKEN` is set, else offline.
    let catalog: Catalog
    /// The session with a server, kept apart from the database and readable only by its
    /// owner: `$WATCHLIST_REMOTE_SESSION`, else `remote-session.json` beside the database.
    let remoteSessionPath: String
    /// How long a request to a server or TMDB may take: `--timeout`, 10 s by default.
    let requestTimeout: Duration
    /// The process environment, for `NO_COLOR` and the like.
    let environment: [String: String]

    /// The environment variable that moves the built catalog.
    static let catalogVariable = "WATCHLIST_CATALOG"

    /// - Throws: `BaseAddressError` when `TMDB_BASE_URL` names no http or https address.
    init(environment: [String: String], homeDirectory: URL, wiring: CLIWiring) throws(BaseAddressError) {
        self.environment = environment
        databaseLocation = .standard(
            application: "watchlist",
            fileName: "watchlist.sqlite",
            overrideVariable: "WATCHLIST_DB",
            environment: environment,
            homeDirectory: homeDirectory
        )
        if let path = environment[Self.catalogVariable], !path.isEmpty {
            imdbCatalogPath = path
        } else {
            imdbCatalogPath = URL(fileURLWithPath: databaseLocation.displayPath).deletingLastPathComponent().appending(path: "catalog.sqlite").path
        }
        let directory = URL(fileURLWithPath: databaseLocation.displayPath).deletingLastPathComponent()
        remoteSessionPath = environment["WATCHLIST_REMOTE_SESSION"].flatMap { $0.isEmpty ? nil : $0 } ?? directory.appending(path: "remote-session.json").path
        requestTimeout = wiring.requestTimeout
        let token = environment[TMDBConfiguration.tokenVariable].flatMap { $0.isEmpty ? nil : $0 }
        let choice = wiring.catalog ?? (
            FileManager.default.fileExists(atPath: imdbCatalogPath) ? .imdb : token != nil ? .tmdb : .offline
        )
        switch choice {
        case .offline:
            catalog = .offline
        case .imdb:
            catalog = .imdb
        case .tmdb:
            let baseURL = try BaseAddress.url(variable: TMDBConfiguration.baseURLVariable, in: environment, fallback: TMDBConfiguration.defaultBaseURL)
            catalog = .tmdb(baseURL: baseURL, token: token, timeout: wiring.requestTimeout)
        }
    }
}
