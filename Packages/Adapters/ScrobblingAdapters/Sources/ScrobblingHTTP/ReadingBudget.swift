import Synchronization

/// What is left of one reading's ``ReadingLimits``: requests counted as they are made, and the
/// time since the first.
final class ReadingBudget: Sendable {
    private let limits: ReadingLimits
    private let clock = ContinuousClock()
    private let state: Mutex<(made: Int, deadline: ContinuousClock.Instant?)> = Mutex((0, nil))

    init(_ limits: ReadingLimits) {
        self.limits = limits
    }

    /// Counts one more request: the time left for it, or nil when the requests or the time
    /// are spent.
    func spend() -> Duration? {
        let now = clock.now
        let time = limits.time
        let requests = limits.requests
        return state.withLock { state -> Duration? in
            let deadline = state.deadline ?? now.advanced(by: time)
            state.deadline = deadline
            guard state.made < requests, now < deadline else { return nil }
            state.made += 1
            return now.duration(to: deadline)
        }
    }

    /// The limits, as a person reads them.
    var limitText: String {
        let seconds = limits.time.components.seconds
        let time = seconds % 60 != 0 ? "\(seconds) s" : seconds == 60 ? "1 minute" : "\(seconds / 60) minutes"
        return "\(limits.requests) requests or \(time)"
    }
}
