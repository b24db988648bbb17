import Foundation
import TerminalUIInterface
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's real standard input, output and error.
public struct StandardTerminal: Terminal {
    public let isInteractive: Bool
    public let style: TextStyle

    /// Inspects the standard streams and the environment once.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        isInteractive = stdoutIsTerminal && isatty(STDIN_FILENO) == 1
        style = TextStyle.detect(environment: environment, isTerminal: stdoutIsTerminal)
    }

    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    public func readLine() -> String? {
        StandardInput.shared.lines.nextBlocking()
    }

    public func nextLine() async throws(CancellationError) -> String? {
        try await StandardInput.shared.lines.next()
    }

    public func readSecret(prompt: String) -> String? {
        write(prompt)
        guard isatty(STDIN_FILENO) == 1 else { return readLine() }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return readLine() }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        InterruptHandler.remember(original)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            InterruptHandler.forget()
            write("\n")
        }
        return readLine()
    }
}
