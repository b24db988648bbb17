import Foundation
import Storage

/// What `watchlist-server` runs with, from its options and the environment.
struct ServerConfiguration: Sendable {
    /// The address to listen on.
    let host: String
    /// The port; 0 lets the system choose one (for tests).
    let port: Int
    /// The database: `--database FILE`, else `$WATCHLIST_SERVER_DB`, else
    /// `$XDG_DATA_HOME/watchlist/server.sqlite` (`~/.local/share` when unset).
    let databaseLocation: DatabaseLocation
    /// How long a token issued at sign-up or log-in works.
    let tokenLifetime: Duration
    /// An IMDb catalog built by `watchlist catalog import` (`--catalog FILE`); `nil` for the
    /// embedded offline catalog.
    let catalogPath: String?

    static let databaseVariable = "WATCHLIST_SERVER_DB"

    init(
        host: String, port: Int, database: String?, environment: [String: String], homeDirectory: URL,
        tokenLifetime: Duration = .seconds(30 * 24 * 3600), catalogPath: String? = nil
    ) {
        self.host = host
        self.port = port
        if let database {
            databaseLocation = .file(URL(fileURLWithPath: database))
        } else {
            databaseLocation = .standard(
                application: "watchlist", fileName: "server.sqlite", overrideVariable: Self.databaseVariable,
                environment: environment, homeDirectory: homeDirectory
            )
        }
        self.tokenLifetime = tokenLifetime
        self.catalogPath = catalogPath
    }
}
