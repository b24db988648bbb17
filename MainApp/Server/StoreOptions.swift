import ArgumentParser
import Foundation

/// Where `watchlist-server` keeps its data: an SQLite file or PostgreSQL. `serve` takes them
/// among its wiring options; `backup` and `restore` take only these.
struct StoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The SQLite file to keep the data in.",
        discussion: "Default: $WATCHLIST_SERVER_DB if set, else $XDG_DATA_HOME/watchlist/server.sqlite (~/.local/share when unset).",
        valueName: "file"
    ))
    var database: String?

    @Option(help: ArgumentHelp(
        "A PostgreSQL database to keep the data in, in place of an SQLite file.",
        discussion: "postgres://USER:PASSWORD@HOST:PORT/DATABASE, with ?sslmode=disable, prefer or require (default prefer). Default: $DATABASE_URL if set. The catalog stays a local file.",
        valueName: "url"
    ))
    var postgres: String?

    init() {}

    func validate() throws {
        guard database == nil || postgres == nil else {
            throw ValidationError("--database and --postgres both choose where the data is kept; give one of them")
        }
    }

    /// The store these options choose, with the environment's variables when they choose none.
    func location() throws -> StorageLocation {
        try ServerConfiguration(
            host: "127.0.0.1", port: 0, database: database, postgres: postgres,
            environment: ProcessInfo.processInfo.environment, homeDirectory: FileManager.default.homeDirectoryForCurrentUser
        ).storage
    }
}
