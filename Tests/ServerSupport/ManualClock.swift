import Foundation
import Synchronization

/// A clock that tests move by hand.
public final class ManualClock: Sendable {
    /// Where every clock starts: 2025-11-23T00:00Z.
    public static let start = Date(timeIntervalSince1970: 1_763_856_000)
    private let current = Mutex(start)
    /// The time it shows.
    public func now() -> Date { current.withLock { $0 } }
    /// Moves it `seconds` on.
    public func advance(seconds: Double) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }
}
