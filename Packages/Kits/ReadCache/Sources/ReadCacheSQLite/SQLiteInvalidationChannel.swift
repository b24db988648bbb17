import Logging
import ReadCache
import Storage

/// Keeps a server's cache fresh when another program (another server) writes to its SQLite
/// file: ``DatabaseChangeMonitor`` polls for commits made through other connections, and each
/// poll that finds some makes the cache forget everything. Publishing sends nothing; the
/// commit itself is what the other programs notice.
///
/// The monitor has a connection of its own, so it also reports this server's writes, a
/// poll later. That only makes the cache forget more than it had to, at most once a poll.
public struct SQLiteInvalidationChannel: InvalidationChannel {
    let monitor: DatabaseChangeMonitor
    let relistening: Relistening

    /// Watches `monitor`'s database, logging to `logger` when it cannot, and watching again
    /// `retryAfter` after the file could not be read.
    public init(monitor: DatabaseChangeMonitor, logger: Logger, retryAfter: Duration = .seconds(1)) {
        self.monitor = monitor
        relistening = Relistening(
            logger: logger, retryAfter: retryAfter,
            warning: "cannot watch the database for other programs' writes; caching is off until it can"
        )
    }

    /// Watches the database at `location` on a connection of its own, opened with `migrations`
    /// (every feature's that shares the file), logging to `logger` when it cannot.
    public init(watching location: DatabaseLocation, migrations: [DatabaseMigration], logger: Logger) {
        self.init(monitor: DatabaseChangeMonitor(database: DatabaseProvider(location: location, migrations: migrations)), logger: logger)
    }

    public func publish(_ invalidation: CacheInvalidation) async {}

    public func listen(_ heard: @escaping @Sendable (ChannelEvent) -> Void) async throws {
        try await relistening.run(heard) {
            for try await _ in monitor.changes(watching: { heard(.listening) }) {
                heard(.invalidated(.everything))
            }
        }
    }
}
