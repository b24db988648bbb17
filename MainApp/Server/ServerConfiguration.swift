import Foundation
import Networking
import PostgresStorage
import ServerComposition
import Storage

/// What `watchlist-server` runs with, from its options and the environment.
struct ServerConfiguration: Sendable {
    /// The address to listen on.
    let host: String
    /// The port; 0 lets the system choose one (for tests).
    let port: Int
    /// Where every feature's data is kept.
    let storage: StorageLocation
    /// A catalog built from IMDb's datasets (`--catalog FILE`); `nil` for the embedded offline
    /// catalog.
    let catalogPath: String?
    /// Whether the web page's cookies are always `Secure` (`--secure-cookies`).
    let secureCookies: Bool
    /// Each feature's options, as the command line gave them.
    let features: ServerFeatureSettings
    /// The process environment, for the features configured by variables.
    let environment: [String: String]
    /// Where the web page's posters are kept (`--image-cache`), and the most they may take;
    /// `nil` keeps none, and pages show placeholders.
    let images: ImageCache?
    /// The operator's rules for the addresses users give.
    let outbound: OutboundPolicy
    /// The server's own backups (`--backup-every`); `nil` makes none.
    var backups: BackupSchedule?

    static let databaseVariable = "WATCHLIST_SERVER_DB"
    static let postgresVariable = "DATABASE_URL"

    /// Chooses the storage: `--database FILE`, else `--postgres URL`, else `$DATABASE_URL`,
    /// else the SQLite file of `$WATCHLIST_SERVER_DB`, else
    /// `$XDG_DATA_HOME/watchlist/server.sqlite` (`~/.local/share` when unset). Options come
    /// before variables, so `--database` wins over a `DATABASE_URL` left in the environment.
    /// - Throws: ``PostgresStartError/invalidURL(reason:)`` for a URL that cannot be read.
    init(
        host: String, port: Int, database: String?, postgres: String? = nil, environment: [String: String], homeDirectory: URL,
        catalogPath: String? = nil, secureCookies: Bool = false, features: ServerFeatureSettings = ServerFeatureSettings(), images: ImageCache? = nil,
        outbound: OutboundPolicy = .publicOnly
    ) throws(PostgresStartError) {
        self.images = images
        self.outbound = outbound
        self.host = host
        self.port = port
        let postgresURL = postgres ?? environment[Self.postgresVariable].flatMap { $0.isEmpty ? nil : $0 }
        if let database {
            storage = .sqlite(.file(URL(fileURLWithPath: database)))
        } else if let postgresURL {
            storage = .postgres(try PostgresLocation(url: postgresURL))
        } else {
            storage = .sqlite(.standard(
                application: "watchlist", fileName: "server.sqlite", overrideVariable: Self.databaseVariable,
                environment: environment, homeDirectory: homeDirectory
            ))
        }
        self.catalogPath = catalogPath
        self.secureCookies = secureCookies
        self.features = features
        self.environment = environment
    }
}

/// The server's storage: one SQLite file, or a PostgreSQL database that several servers can share.
enum StorageLocation: Sendable, Equatable, CustomStringConvertible {
    case sqlite(DatabaseLocation)
    case postgres(PostgresLocation)

    /// Where the data is, for the log: a path, or a URL without its password.
    var description: String {
        switch self {
        case .sqlite(let location): location.displayPath
        case .postgres(let location): location.description
        }
    }
}

/// Where `watchlist-server` keeps the web page's posters, and the most they may take.
struct ImageCache: Sendable, Equatable {
    /// Their directory.
    let directory: URL
    /// The most they may take on disk together.
    let maximumBytes: Int64

    /// The directory `--image-cache` names, else `$XDG_CACHE_HOME/watchlist/images`
    /// (`~/.cache` when unset); `nil` for `--image-cache none`.
    static func chosen(_ option: String?, maximumMiB: Int, environment: [String: String], homeDirectory: URL) -> ImageCache? {
        let bytes = Int64(maximumMiB) * 1024 * 1024
        if let option, !option.isEmpty {
            return option == "none" ? nil : ImageCache(directory: URL(fileURLWithPath: option), maximumBytes: bytes)
        }
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? homeDirectory.appendingPathComponent(".cache")
        return ImageCache(directory: cache.appendingPathComponent("watchlist/images"), maximumBytes: bytes)
    }
}
