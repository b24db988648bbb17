import GRDB

/// Notices commits made to a database by other connections: another process running a
/// command on the same file, typically.
///
/// It polls SQLite's `PRAGMA data_version` on the provider's connection. That number changes
/// exactly when another connection has committed since this connection last asked, never
/// for this connection's own writes, and reading it touches only the shared-memory index of
/// the write-ahead log, so a few polls a second cost nothing measurable. The alternatives
/// fall short: GRDB's `ValueObservation` sees only writes made through its own connection,
/// and watching the file needs inotify on Linux and kqueue on macOS.
///
/// The values compare only within one connection; the provider hands out one (a
/// `DatabaseQueue`), which is what makes them comparable from one poll to the next.
public struct DatabaseChangeMonitor: Sendable {
    private let database: DatabaseProvider
    private let interval: Duration

    /// Creates a monitor of `database` that polls every `interval`.
    public init(database: DatabaseProvider, interval: Duration = .milliseconds(250)) {
        self.database = database
        self.interval = interval
    }

    /// A stream that yields once after each poll that finds commits by other connections
    /// since the previous poll; several commits between two polls yield once.
    ///
    /// Polling starts now, opening the database if needed, and stops when the consumer stops
    /// iterating or its task is cancelled. For an in-memory database, which no other
    /// connection can reach, the stream ends at once. It ends with a ``StorageError`` if the
    /// database cannot be opened or read.
    /// - Parameter watching: Called once the first poll has read the version that later
    ///   ones compare with: every commit from then on will be noticed.
    public func changes(watching: @escaping @Sendable () -> Void = {}) -> AsyncThrowingStream<Void, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        guard case .file = database.location else {
            continuation.finish()
            return stream
        }
        let polling = Task { [database, interval] in
            do {
                var seen = try await Self.dataVersion(of: database)
                watching()
                while true {
                    try await Task.sleep(for: interval)
                    let current = try await Self.dataVersion(of: database)
                    if current != seen {
                        seen = current
                        continuation.yield()
                    }
                }
            } catch is CancellationError {
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in polling.cancel() }
        return stream
    }

    private static func dataVersion(of database: DatabaseProvider) async throws -> Int {
        let connection = try database.writer()
        do {
            return try await connection.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw DatabaseOpener.storageError(for: error, at: database.location)
        }
    }
}
