import Storage
import WatchlistInterface
import WatchlistPorts

/// ``WatchlistChangeSource`` for the SQLite database: it reports every commit another
/// process makes to the file, polling about four times a second, so a change shows on an
/// open screen well within a second. Commits made by this process are not reported; the
/// store reloads after its own actions anyway.
///
/// It also yields once as soon as the monitor has read the version it compares with. A
/// commit made between the store's first load and that moment would otherwise never be
/// reported; the one reload catches it, and a reload that finds nothing new draws nothing.
public struct SQLiteWatchlistChanges: WatchlistChangeSource {
    private let monitor: DatabaseChangeMonitor

    /// Watches `database`, polling every `interval`.
    public init(database: DatabaseProvider, interval: Duration = .milliseconds(250)) {
        monitor = DatabaseChangeMonitor(database: database, interval: interval)
    }

    public func changes() -> AsyncThrowingStream<Void, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let forwarding = Task { [monitor] in
            do {
                for try await _ in monitor.changes(watching: { continuation.yield() }) {
                    continuation.yield()
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in forwarding.cancel() }
        return stream
    }
}
