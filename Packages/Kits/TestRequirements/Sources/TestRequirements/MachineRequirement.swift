import Foundation
import Testing

/// Something a test needs of the machine it runs on, with the environment variable that says
/// the machine has it.
///
/// Where the need is unmet, the test is cancelled, which Swift Testing shows as skipped with
/// the reason; where ``variable`` is `1`, it fails instead. `.ci/run` sets each variable for
/// what it has installed, so a skip there is a failure and a suite cannot stop running unseen.
public struct MachineRequirement: Sendable {
    /// The variable that makes an unmet need a failure, `WATCHLIST_REQUIRE_…`.
    public let variable: String
    private let probe: @Sendable () -> String?

    /// A requirement that `probe` checks: it returns nil when the machine has what the test
    /// needs, or why not and how to get it (`"python3 cannot import icalendar: pip install
    /// icalendar"`). The probe runs each time the requirement is checked; cache it where it is
    /// slow.
    public init(variable: String, probe: @escaping @Sendable () -> String?) {
        self.variable = variable
        self.probe = probe
    }

    /// What a test does about the requirement on this machine.
    public enum Outcome: Equatable, Sendable {
        /// The need is met: the test runs.
        case met
        /// The need is unmet and not required: the test is skipped, with this reason.
        case skipped(String)
        /// The need is unmet and ``MachineRequirement/variable`` requires it: the test fails,
        /// with this reason.
        case failed(String)
    }

    /// The outcome in `environment`.
    public func outcome(in environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
        guard let reason = probe() else { return .met }
        if environment[variable] == "1" {
            return .failed("\(reason); \(variable)=1 requires it")
        }
        return .skipped(reason)
    }

    /// Returns when the need is met. Otherwise it cancels the running test (shown as skipped
    /// with the reason), or, under ``variable``, throws ``Unmet``, which fails it.
    public func check() throws {
        switch outcome() {
        case .met:
            return
        case .skipped(let reason):
            try Test.cancel(Comment(rawValue: reason))
        case .failed(let reason):
            throw Unmet(reason: reason)
        }
    }

    /// The error that ends a test whose requirement is unmet and required.
    public struct Unmet: Error, CustomStringConvertible {
        /// Why, and which variable requires it.
        public let reason: String
        public var description: String { reason }
    }
}
