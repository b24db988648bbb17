import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Leaves cleanly on Ctrl-C: restores the terminal's settings (echo turned off for a
/// password, say), ends the line, and exits with status 130, the shell convention for
/// SIGINT. Work already saved stays saved: every database change is its own transaction.
///
/// Long work that must clean up after itself (an import writing a scratch file) runs in
/// ``cancellable(_:)``: there, the first Ctrl-C only asks it to stop, and a second one exits.
public enum InterruptHandler {
    private static let savedSettings = Mutex<termios?>(nil)
    private static let source = Mutex<(any DispatchSourceSignal)?>(nil)
    /// While cancellable work runs: whether Ctrl-C has asked it to stop.
    private static let cancellation = Mutex<Bool?>(nil)

    /// Runs `work`, handing it a check that turns true once Ctrl-C is pressed, instead of
    /// exiting at once; `work` stops at its next check and cleans up.
    public static func cancellable<T>(_ work: (_ isCancelled: @escaping @Sendable () -> Bool) throws -> T) rethrows -> T {
        cancellation.withLock { $0 = false }
        defer { cancellation.withLock { $0 = nil } }
        return try work { cancellation.withLock { $0 ?? false } }
    }

    /// Starts handling SIGINT; call once, from an interactive executable's start-up.
    public static func install() {
        source.withLock { source in
            guard source == nil else { return }
            signal(SIGINT, SIG_IGN)
            let signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            signalSource.setEventHandler {
                let askedToStop = cancellation.withLock { flag in
                    guard flag == false else { return false }
                    flag = true
                    return true
                }
                if askedToStop { return }
                restoreTerminal()
                FileHandle.standardOutput.write(Data("\n".utf8))
                exit(130)
            }
            signalSource.resume()
            source = signalSource
        }
    }

    /// Remembers the settings to restore if the process is interrupted while they differ.
    static func remember(_ settings: termios) {
        savedSettings.withLock { $0 = settings }
    }

    /// Forgets them once they have been restored normally.
    static func forget() {
        savedSettings.withLock { $0 = nil }
    }

    private static func restoreTerminal() {
        guard var settings = savedSettings.withLock({ $0 }) else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }
}
