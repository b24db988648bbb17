import Foundation
import Synchronization

/// How many events each sender may send: a bucket per key that holds `burst` events and
/// refills at `perMinute` a minute. A sender past its limit is flooding, and is answered 429
/// with the seconds until its next event fits. Kept in memory, per server.
public final class RateLimit<Key: Hashable & Sendable>: Sendable {
    /// The limits.
    public struct Limits: Sendable {
        /// Events a second, sustained.
        let perSecond: Double
        /// Events at once.
        let burst: Int

        /// Creates limits by the minute; the defaults allow 120 a minute, 60 at once.
        public init(perMinute: Int = 120, burst: Int = 60) {
            perSecond = Double(max(1, perMinute)) / 60
            self.burst = max(1, burst)
        }

        /// Creates limits by the hour: `perHour` an hour, `burst` at once.
        public init(perHour: Int, burst: Int) {
            perSecond = Double(max(1, perHour)) / 3600
            self.burst = max(1, burst)
        }
    }

    private let limits: Limits
    private let buckets = Mutex<[Key: (tokens: Double, at: Date)]>([:])

    /// Creates a limit.
    public init(_ limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Takes one event of `key` at `now`: `nil` when it fits, else the whole seconds to wait.
    public func take(_ key: Key, at now: Date) -> Int? {
        let rate = limits.perSecond, burst = Double(limits.burst)
        return buckets.withLock { buckets in
            let last = buckets[key] ?? (burst, now)
            let tokens = min(burst, last.tokens + max(0, now.timeIntervalSince(last.at)) * rate)
            guard tokens >= 1 else {
                buckets[key] = (tokens, now)
                return max(1, Int(((1 - tokens) / rate).rounded(.up)))
            }
            buckets[key] = (tokens - 1, now)
            return nil
        }
    }
}
