import AuthInterface
import Foundation
import Synchronization

/// Slows down password guessing: failed log-ins are counted per profile name and per client
/// address over a window, and once either count reaches its limit, log-in for that name or
/// from that address is refused (429, with `Retry-After`) until the oldest failure leaves the
/// window. A successful log-in clears its name's count. Kept in memory: a restart forgets it,
/// and each guess still costs a PBKDF2 check.
public final class LogInThrottle: LogInLimiting {
    /// How many failures are allowed, and over how long.
    public struct Limits: Sendable {
        /// Failures for one name.
        public var perName: Int
        /// Failures from one address, whatever the names.
        public var perAddress: Int
        /// How long a failure counts.
        public var window: Duration

        /// Creates limits; the defaults allow 5 guesses a name and 20 an address per 15 minutes.
        public init(perName: Int = 5, perAddress: Int = 20, window: Duration = .seconds(15 * 60)) {
            self.perName = perName
            self.perAddress = perAddress
            self.window = window
        }
    }

    private let limits: Limits
    private let now: @Sendable () -> Date
    private let failures = Mutex<[String: [Date]]>([:])

    /// Creates a throttle; `now` is its clock.
    public init(limits: Limits = Limits(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.limits = limits
        self.now = now
    }

    /// Whole seconds until `name` may try again from `address`, or `nil` when it may now.
    public func retryAfter(name: String, address: String) -> Int? {
        let now = now()
        return failures.withLock { failures in
            let waits = [(Self.nameKey(name), limits.perName), (Self.addressKey(address), limits.perAddress)].compactMap { key, limit -> Double? in
                let recent = Self.recent(failures[key] ?? [], now: now, window: limits.window)
                failures[key] = recent
                guard recent.count >= limit, let oldest = recent.first else { return nil }
                return oldest.timeIntervalSince(now) + Double(limits.window.components.seconds)
            }
            return waits.max().map { max(1, Int($0.rounded(.up))) }
        }
    }

    /// Counts a failed log-in.
    public func failed(name: String, address: String) {
        let now = now()
        failures.withLock { failures in
            for key in [Self.nameKey(name), Self.addressKey(address)] {
                failures[key] = Self.recent(failures[key] ?? [], now: now, window: limits.window) + [now]
            }
        }
    }

    /// Clears the count of a name that logged in.
    public func succeeded(name: String) {
        _ = failures.withLock { $0.removeValue(forKey: Self.nameKey(name)) }
    }

    private static func recent(_ times: [Date], now: Date, window: Duration) -> [Date] {
        times.filter { now.timeIntervalSince($0) < Double(window.components.seconds) }
    }

    private static func nameKey(_ name: String) -> String { "name:" + name.trimmingCharacters(in: .whitespaces).lowercased() }
    private static func addressKey(_ address: String) -> String { "address:" + address }
}
