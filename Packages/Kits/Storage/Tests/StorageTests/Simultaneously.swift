import Foundation
import Synchronization

/// Runs `body(0)` … `body(count - 1)` on `count` threads released at the same instant,
/// like processes started together, and returns what each threw (`nil` when it did not).
func simultaneously(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) -> [String?] {
    let outcomes = Outcomes(count)
    let ready = DispatchGroup(), done = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for index in 0..<count {
        ready.enter()
        done.enter()
        Thread.detachNewThread {
            ready.leave()
            start.wait()
            do {
                try body(index)
            } catch {
                outcomes.record(String(describing: error), at: index)
            }
            done.leave()
        }
    }
    ready.wait()
    for _ in 0..<count { start.signal() }
    done.wait()
    return outcomes.all
}

/// What each thread threw.
private final class Outcomes: Sendable {
    private let errors: Mutex<[String?]>

    init(_ count: Int) {
        errors = Mutex(Array(repeating: nil, count: count))
    }

    func record(_ error: String, at index: Int) {
        errors.withLock { $0[index] = error }
    }

    var all: [String?] { errors.withLock { $0 } }
}
