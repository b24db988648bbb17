import Logging
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
    let logger: Logger
    /// The wait before watching again after the file could not be read.
    let retryAfter: Duration

    /// Watches `monitor`'s database, logging to `logger` when it cannot.
    public init(monitor: DatabaseChangeMonitor, logger: Logger, retryAfter: Duration = .seconds(1)) {
        self.monitor = monitor
        self.logger = logger
        self.retryAfter = retryAfter
    }

    public func publish(_ invalidation: CacheInvalidation) async {}

    public func listen(_ heard: @escaping @Sendable (ChannelEvent) -> Void) async throws {
        while true {
            do {
                for try await _ in monitor.changes(watching: { heard(.listening) }) {
                    heard(.invalidated(.everything))
                }
                try Task.checkCancellation()
            } catch {
                try Task.checkCancellation()
                logger.warning("cannot watch the database for other programs' writes; caching is off until it can", metadata: ["error": "\(error)"])
            }
            heard(.deaf)
            try await Task.sleep(for: retryAfter)
        }
    }
}
