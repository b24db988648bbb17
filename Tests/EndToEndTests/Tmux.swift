import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// tmux, which the pseudo-terminal tests drive: what is needed to run them, and to leave
/// nothing behind when they end.
///
/// A suite that needs it says so, so that it shows as skipped, with the reason, where tmux
/// is missing: `@Suite(.enabled(if: Tmux.isInstalled, Tmux.missing))`.
enum Tmux {
    /// The tmux executable, if one is installed.
    static let executable: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether tmux is installed.
    static var isInstalled: Bool { executable != nil }

    /// Why a test that needs tmux is skipped without it.
    static let missing: Comment = "tmux is not installed (apt-get install tmux; .ci/run installs it)"

    /// tmux was needed but is not installed (a suite without the `isInstalled` condition).
    struct NotInstalled: Error, CustomStringConvertible {
        var description: String { "tmux is not installed: install it (apt-get install tmux), or mark the suite .enabled(if: Tmux.isInstalled, Tmux.missing)" }
    }

    /// How long a session may outlive the test process that started it.
    static let watchdogSeconds = 300

    /// `command`, for a pane, after a watchdog: if the test process dies without ending its
    /// session (interrupted, or killed by a CI time limit), the watchdog kills the server and
    /// removes `directory` after ``watchdogSeconds``, so no tmux server and no app waiting for
    /// input is left running.
    static func guarded(_ command: String, tmux: String, socket: String, directory: String) -> String {
        let killServer = [tmux, "-S", socket, "kill-server"].map(quoted).joined(separator: " ")
        // It ignores the hang-up of kill-server and the Ctrl-C a test types into the pane; a
        // session ended normally kills it with the pane's process group.
        let watchdog = "(trap '' HUP INT QUIT; sleep \(watchdogSeconds); \(killServer); rm -rf \(quoted(directory))) >/dev/null 2>&1 </dev/null &"
        return watchdog + " " + command
    }

    /// Kills every process a pane started (tmux makes the pane's first process the leader of
    /// its own process group: the shell, the app, the watchdog) and waits up to 5 s until they
    /// are gone, so that nothing writes into the test's directory while it is removed.
    static func endProcessGroup(_ group: pid_t) {
        guard group > 1 else { return }
        _ = kill(-group, SIGKILL)
        let deadline = Date().addingTimeInterval(5)
        while kill(-group, 0) == 0, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// `word` quoted for the shell.
    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
