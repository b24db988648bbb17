import ArgumentParser
import Foundation

/// `--timeout SECONDS`: how long one network request may take, for every executable that goes
/// online. Declared once, so its limits and its message are the same everywhere.
public struct TimeoutOption: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("How long one network request may take, in seconds (above 0, at most 600).", valueName: "seconds"))
    public var timeout: Double = 10

    /// The default, 10 seconds; ArgumentParser fills it from the command line.
    public init() {}

    public func validate() throws {
        guard timeout > 0, timeout <= 600 else {
            throw ValidationError("--timeout must be a number of seconds above 0 and at most 600, not \(timeout.formatted())")
        }
    }

    /// The timeout as a duration, rounded up to the millisecond.
    public var duration: Duration { .milliseconds(Int((timeout * 1000).rounded(.up))) }
}
