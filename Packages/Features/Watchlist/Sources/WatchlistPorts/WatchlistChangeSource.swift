/// Tells a ``WatchlistScreenModel`` when the stored lists may have changed outside this process,
/// such as by `watchlist add` run in another terminal, so a screen on show stays current.
public protocol WatchlistChangeSource: Sendable {
    /// A stream that yields each time the stored lists may have changed since the last
    /// element; a store reloads on each. Watching stops when the consumer stops iterating.
    /// The stream ends with an error when watching fails.
    func changes() -> AsyncThrowingStream<Void, any Error>
}
