import Storage
import WatchlistInterface

/// ``WatchlistChangeSource`` for the SQLite database: it reports every commit another
/// process makes to the file, polling about four times a second, so a change shows on an
/// open screen well within a second. Commits made by this process are not reported; the
/// store reloads after its own actions anyway.
public struct SQLiteWatchlistChanges: WatchlistChangeSource {
    private let monitor: DatabaseChangeMonitor

    /// Watches `database`, polling every `interval`.
    public init(database: DatabaseProvider, interval: Duration = .milliseconds(250)) {
        monitor = DatabaseChangeMonitor(database: database, interval: interval)
    }

    public func changes() -> AsyncThrowingStream<Void, any Error> {
        monitor.changes()
    }
}
