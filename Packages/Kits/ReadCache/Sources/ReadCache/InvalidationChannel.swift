/// Carries ``CacheInvalidation``s between the servers that share one storage, so that a
/// write answered by one server is not hidden by another server's ``ReadCache``.
public protocol InvalidationChannel: Sendable {
    /// Tells every server, this one included, about `invalidation`; called after the write
    /// it describes has committed. A failure to send is logged, not thrown: the write has
    /// happened, and the caches' maximum age bounds how long a missed message can matter.
    func publish(_ invalidation: CacheInvalidation) async
    /// Listens until the task is cancelled, telling `heard` what happens: ``ChannelEvent/listening``
    /// once messages from elsewhere arrive, each message, and ``ChannelEvent/deaf`` whenever
    /// they may be missed (the connection dropped), before listening again.
    func listen(_ heard: @escaping @Sendable (ChannelEvent) -> Void) async throws
}

/// What an ``InvalidationChannel`` tells the ``ReadCache`` it feeds.
public enum ChannelEvent: Hashable, Sendable {
    /// Messages sent by other servers from now on will arrive.
    case listening
    /// Messages may be lost until the next ``listening``: the cache must not be trusted.
    case deaf
    /// A message.
    case invalidated(CacheInvalidation)
}

/// The channel of a storage that only this process writes: an in-memory database, or a
/// test. Every message is heard at once, and it is always listening.
public struct ProcessInvalidationChannel: InvalidationChannel {
    /// Creates one.
    public init() {}

    public func publish(_ invalidation: CacheInvalidation) async {}

    public func listen(_ heard: @escaping @Sendable (ChannelEvent) -> Void) async throws {
        heard(.listening)
        while !Task.isCancelled {
            try await Task.sleep(for: .seconds(3600))
        }
    }
}
