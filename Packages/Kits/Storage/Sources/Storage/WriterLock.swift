import Foundation

/// One writer at a time across processes on one SQLite file: an exclusive `flock` on a file
/// beside it (`server.sqlite.lock`), held while a transaction writes and commits (and so
/// checkpoints) and while the file is opened and migrated. SQLite from 3.7.0 to 3.51.2 can
/// corrupt a database in WAL mode when two processes write or checkpoint one file at once
/// (the WAL-reset bug, fixed in 3.51.3); Debian 12 has 3.40.1. A second server on the file,
/// or the CLI's administration beside a running server, waits its turn for the few
/// milliseconds a write takes instead. Readers never wait. Within a process, writes are
/// serialized already (one writing connection), so one descriptor serves every thread:
/// `flock` on it is thread-safe, and it is closed in `deinit`, when no one holds it.
final class WriterLock: Sendable {
    private let descriptor: Int32

    /// The lock of the database file at `url`; nil when its file cannot be made (a directory
    /// that cannot be written, where the database opens read-only anyway).
    init?(beside url: URL) {
        let descriptor = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Runs `body` holding the lock, waiting for any other process that holds it.
    func holding<T>(_ body: () throws -> T) rethrows -> T {
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
