import Foundation
import Storage

/// What the composition root needs from the process: where data lives, and the environment.
struct AppConfiguration: Sendable {
    /// The database: `$WATCHLIST_DB`, else under `$XDG_DATA_HOME` or `~/.local/share`.
    let databaseLocation: DatabaseLocation
    /// The process environment, for `NO_COLOR` and the like.
    let environment: [String: String]

    init(environment: [String: String], homeDirectory: URL) {
        self.environment = environment
        databaseLocation = .standard(
            application: "watchlist",
            fileName: "watchlist.sqlite",
            overrideVariable: "WATCHLIST_DB",
            environment: environment,
            homeDirectory: homeDirectory
        )
    }
}
