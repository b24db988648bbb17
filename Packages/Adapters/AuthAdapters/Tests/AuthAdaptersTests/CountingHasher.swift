import AuthPorts
import Synchronization

/// A spy around a real hasher: it counts the work each call asks for, so tests can compare
/// the work of two log-ins without a stopwatch.
final class CountingHasher: PasswordHasher {
    /// The work done since the spy was made or last reset.
    struct Work: Equatable, CustomStringConvertible {
        var hashes = 0
        /// The encoded hashes passwords were verified against, in order.
        var verifiedAgainst: [String] = []

        var description: String { "\(hashes) hash(es), verified against \(verifiedAgainst)" }
    }

    private let inner: any PasswordHasher
    private let work = Mutex(Work())

    init(_ inner: any PasswordHasher) {
        self.inner = inner
    }

    /// The work so far, and a fresh count from now on.
    func takeWork() -> Work {
        work.withLock { work in
            defer { work = Work() }
            return work
        }
    }

    func hash(_ password: String) throws -> String {
        work.withLock { $0.hashes += 1 }
        return try inner.hash(password)
    }

    func verify(_ password: String, against encodedHash: String) -> Bool {
        work.withLock { $0.verifiedAgainst.append(encodedHash) }
        return inner.verify(password, against: encodedHash)
    }

    var decoyHash: String { inner.decoyHash }
}
