import Logging

/// How an ``InvalidationChannel`` keeps listening: whenever its source of messages ends or
/// fails, the cache is told it is deaf (so it keeps nothing), a warning is logged, and
/// listening starts again after a pause, until the task is cancelled.
public struct Relistening: Sendable {
    let logger: Logger
    /// The pause before listening again.
    let retryAfter: Duration
    /// What the warning says the server misses while it cannot listen.
    let warning: Logger.Message

    /// Logs `warning` to `logger` at each gap, and listens again `retryAfter` later.
    public init(logger: Logger, retryAfter: Duration, warning: Logger.Message) {
        self.logger = logger
        self.retryAfter = retryAfter
        self.warning = warning
    }

    /// Runs `listen` again and again, telling `heard` of each gap.
    public func run(_ heard: @escaping @Sendable (ChannelEvent) -> Void, listen: () async throws -> Void) async throws {
        while true {
            do {
                try await listen()
                try Task.checkCancellation()
            } catch {
                try Task.checkCancellation()
                logger.warning(warning, metadata: ["error": "\(String(reflecting: error))"])
            }
            heard(.deaf)
            try await Task.sleep(for: retryAfter)
        }
    }
}
