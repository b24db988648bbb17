import AuthInterface
import Foundation
import PostgresStorage
import ReadCache
import Storage

/// What `watchlist-server`'s root shares with every feature it lists: the one storage, the
/// read cache that a write invalidates, and the clock.
public struct ServerHost: Sendable {
    /// Where the features keep their data, as `--database` or `--postgres` chose.
    public enum Storage: Sendable {
        /// A SQLite file (or memory), migrated with every feature's `sqliteMigrations`.
        case sqlite(DatabaseProvider)
        /// PostgreSQL, migrated with every feature's `postgresMigrations`.
        case postgres(PostgresPool)
    }

    /// The storage every feature's repositories share.
    public let storage: Storage
    /// The cache of answers that a write must clear.
    public let cache: ReadCache
    /// The server's clock.
    public let now: @Sendable () -> Date
    /// The catalog built from IMDb's datasets that `--catalog` names, if any: each feature
    /// reads its own part of it, and its embedded titles without one.
    public let catalogPath: String?

    /// The host of a server's run.
    public init(storage: Storage, cache: ReadCache, now: @escaping @Sendable () -> Date, catalogPath: String?) {
        self.storage = storage
        self.cache = cache
        self.now = now
        self.catalogPath = catalogPath
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
