import Injection

/// One feature's storage on SQLite, as one value: its schema, and its repositories registered
/// under the feature's storage protocols (its Ports), on the database they share.
///
/// Each feature's `<Feature>SQLite` module has one conforming type, `<Feature>SQLiteStorage`.
/// A server's root registers every feature's storage on the chosen database before the
/// features register, so that a feature's server value resolves its repositories and names
/// no database; a web dev app registers the same on SQLite alone.
public protocol SQLiteFeatureStorage {
    /// The feature's SQLite schema, as `watchlist` applies it too.
    static var migrations: [DatabaseMigration] { get }

    /// Registers the feature's repositories on `database` in `container`.
    static func register(in container: Container, database: DatabaseProvider)
}
