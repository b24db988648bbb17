import Logging
import ReadCache
import PostgresStorage

/// Keeps the caches of the servers that share one PostgreSQL fresh with `LISTEN`/`NOTIFY`:
/// each write is published on ``channel``, and every server listens on it. A dropped
/// listening connection makes the caches deaf (they keep nothing) until it is back.
public struct PostgresInvalidationChannel: InvalidationChannel {
    /// The PostgreSQL channel.
    public static let channel = "watchlist_cache"

    let pool: PostgresPool
    let logger: Logger
    let relistening: Relistening

    /// Publishes and listens through `pool`, logging to `logger` when it cannot, and listening
    /// again `retryAfter` after the connection failed.
    public init(pool: PostgresPool, logger: Logger, retryAfter: Duration = .seconds(1)) {
        self.pool = pool
        self.logger = logger
        relistening = Relistening(
            logger: logger, retryAfter: retryAfter,
            warning: "stopped hearing other servers' changes; caching is off until listening again"
        )
    }

    public func publish(_ invalidation: CacheInvalidation) async {
        do {
            try await pool.notify(Self.channel, payload: invalidation.payload)
        } catch {
            logger.warning("could not tell the other servers of a change; their caches may show it late", metadata: ["error": "\(String(reflecting: error))"])
        }
    }

    public func listen(_ heard: @escaping @Sendable (ChannelEvent) -> Void) async throws {
        try await relistening.run(heard) {
            try await pool.listen(on: Self.channel, listening: { heard(.listening) }, heard: { heard(.invalidated(CacheInvalidation(payload: $0))) })
        }
    }
}
