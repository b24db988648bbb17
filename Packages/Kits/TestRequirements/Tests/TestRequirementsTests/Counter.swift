import Synchronization

/// Counts the calls of a probe.
final class Counter: Sendable {
    private let calls = Mutex(0)

    var count: Int { calls.withLock { $0 } }

    func increment() -> Bool {
        calls.withLock { $0 += 1 }
        return true
    }
}
