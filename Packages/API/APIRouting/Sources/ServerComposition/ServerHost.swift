import AuthInterface
import Foundation
import Networking
import ReadCache
import WebUI

/// What `watchlist-server`'s root shares with every feature it lists: the read cache that a
/// write invalidates, the clock, the catalog, each feature's options as its command line gave
/// them, the environment, the HTTP client for the services features ask, and the operator's
/// rules for the addresses users give.
///
/// It names no database: the root registers every feature's repositories on the chosen
/// storage (each feature's `<Feature>SQLiteStorage` or `<Feature>PostgresStorage`) before
/// the features register, and a feature resolves its own under its Ports protocols.
public struct ServerHost: Sendable {

    /// The catalog titles come from, as `--catalog` chose: each feature that reads a catalog
    /// reads its own part of the same one.
    public enum Catalog: Sendable, Equatable {
        /// The catalog embedded in the server.
        case embedded
        /// The catalog built from IMDb's datasets (`watchlist catalog build`), at `path`.
        case imdb(path: String)

        /// Its name as clients are told it (`offline`, `imdb`), as `watchlist` names its own.
        public var name: String {
            switch self {
            case .embedded: "offline"
            case .imdb: "imdb"
            }
        }
    }

    /// The cache of answers that a write must clear.
    public let cache: ReadCache
    /// The server's clock.
    public let now: @Sendable () -> Date
    /// The catalog `--catalog` chose.
    public let catalog: Catalog
    /// Each feature's options, as the command line or the environment gave them.
    public let options: ServerFeatureSettings
    /// The process environment, for a feature configured by variables.
    public let environment: [String: String]
    /// The HTTP client for the requests features send (libcurl, loaded on the first one).
    public let http: any HTTPClient
    /// The posters the web page shows beside titles: kept by the server, or placeholders.
    public let posters: any Posters
    /// The operator's rules for requests to addresses users give (`--allow-outbound`):
    /// notification targets, media servers to read.
    public let outbound: OutboundPolicy

    /// The host of a server's run.
    public init(
        cache: ReadCache, now: @escaping @Sendable () -> Date, catalog: Catalog, options: ServerFeatureSettings = ServerFeatureSettings(),
        environment: [String: String] = [:], http: any HTTPClient = CurlHTTPClient(), posters: any Posters = PlaceholderPosters(),
        outbound: OutboundPolicy = .publicOnly
    ) {
        self.posters = posters
        self.outbound = outbound
        self.cache = cache
        self.now = now
        self.catalog = catalog
        self.options = options
        self.environment = environment
        self.http = http
    }
}

/// The profile of a request's token, for a feature's service that asks who is signed in.
public struct SignedInProfile: CurrentProfileProviding {
    /// The request's profile.
    public let profile: Profile

    /// `profile`, as who is signed in.
    public init(_ profile: Profile) {
        self.profile = profile
    }

    public func currentProfile() throws -> Profile? { profile }
}
