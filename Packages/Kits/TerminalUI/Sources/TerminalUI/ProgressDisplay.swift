import Foundation
import Synchronization
import TerminalUIInterface

/// Shows how far long work has come, on standard error: on a terminal, a bar redrawn in
/// place with the percentage, the rate and the time left; otherwise a plain line every few
/// seconds, for logs; nothing when quiet.
///
/// A small renderer of our own rather than a library's: ConsoleKit's progress bar, the one
/// the package mirror offers, redraws from a timer thread of its own on its own console
/// (bypassing ``Terminal`` and `NO_COLOR`), shows neither a rate nor the time left, and
/// would bring SwiftNIO into executables that have none.
public final class ProgressDisplay: Sendable {
    /// How progress is shown.
    public enum Mode: Sendable {
        /// A bar redrawn in place, for a terminal.
        case bar
        /// A plain line now and then, for a pipe or a log.
        case lines
        /// Nothing.
        case quiet
    }

    private struct State {
        var lastDraw: ContinuousClock.Instant?
        var drewBar = false
    }

    private let terminal: any Terminal
    private let mode: Mode
    private let unit: String
    private let started = ContinuousClock.now
    private let state = Mutex(State())
    private let barInterval: Duration = .milliseconds(100)
    private let lineInterval: Duration

    /// Creates a display that counts `unit`s (`rows`), writing a plain line at most every
    /// `lineInterval` in ``Mode/lines``.
    public init(terminal: any Terminal, mode: Mode, unit: String, lineInterval: Duration = .seconds(2)) {
        self.terminal = terminal
        self.mode = mode
        self.unit = unit
        self.lineInterval = lineInterval
    }

    /// Reports that `fraction` (0 to 1) of the work is done, `count` units so far, in `stage`.
    public func update(stage: String, fraction: Double, count: Int64) {
        guard mode != .quiet else { return }
        let now = ContinuousClock.now
        let text: String? = state.withLock { state in
            if let last = state.lastDraw, now - last < (mode == .bar ? barInterval : lineInterval) { return nil }
            state.lastDraw = now
            state.drewBar = mode == .bar
            return describe(stage: stage, fraction: fraction, count: count, elapsed: now - started)
        }
        guard let text else { return }
        terminal.writeError(mode == .bar ? "\r" + text + "\u{1B}[K" : text + "\n")
    }

    /// Ends the display: a bar is cleared, so what follows starts on a clean line.
    public func finish() {
        let drewBar = state.withLock { $0.drewBar }
        if drewBar { terminal.writeError("\r\u{1B}[K") }
    }

    private func describe(stage: String, fraction: Double, count: Int64, elapsed: Duration) -> String {
        let clamped = min(max(fraction, 0), 1)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(count) / seconds : 0
        var parts = ["\(stage)"]
        if mode == .bar {
            let width = 24
            let filled = Int((clamped * Double(width)).rounded(.down))
            parts.append("[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]")
        }
        parts.append(String(format: "%3.0f%%", clamped * 100))
        parts.append("\(count.formatted()) \(unit)")
        parts.append("\(Int64(rate).formatted()) \(unit)/s")
        if clamped > 0.01, clamped < 1 {
            parts.append(Self.clock(seconds * (1 - clamped) / clamped) + " left")
        }
        return parts.joined(separator: "  ")
    }

    /// `1:05` for 65 seconds.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return "\(whole / 60):" + String(format: "%02d", whole % 60)
    }
}
