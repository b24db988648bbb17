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
public enum InterruptHandler {
    private static let savedSettings = Mutex<termios?>(nil)
    private static let source = Mutex<(any DispatchSourceSignal)?>(nil)

    /// Starts handling SIGINT; call once, from an interactive executable's start-up.
    public static func install() {
        source.withLock { source in
            guard source == nil else { return }
            signal(SIGINT, SIG_IGN)
            let signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            signalSource.setEventHandler {
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
