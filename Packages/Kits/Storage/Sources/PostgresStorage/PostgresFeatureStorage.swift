import Injection

/// One feature's storage on PostgreSQL, as one value: its schema, and its repositories
/// registered under the feature's storage protocols (its Ports), on the server's pool.
///
/// Each feature's `<Feature>Postgres` module has one conforming type,
/// `<Feature>PostgresStorage`, the counterpart of its `<Feature>SQLiteStorage`: the server's
/// root registers every feature's on the pool when `--postgres` is chosen.
public protocol PostgresFeatureStorage {
    /// The feature's PostgreSQL schema, applied after the features' that come before it.
    static var migrations: [PostgresMigration] { get }

    /// Registers the feature's repositories on `pool` in `container`.
    static func register(in container: Container, pool: PostgresPool)
}
