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
        var text = text
        text.withUTF8 { Self.write(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }
    }

    public func write(utf8: [UInt8]) {
        utf8.withUnsafeBytes { Self.write($0, to: STDOUT_FILENO) }
    }

    public func writeError(_ text: String) {
        var text = text
        text.withUTF8 { Self.write(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    /// Writes `bytes` from where they are: copying a 2 MB `show --json` into `Data` first cost
    /// a copy and its page faults (measured with perf). A write the stream refuses (a closed
    /// pipe, a full disk) ends the output.
    private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        var rest = bytes
        while !rest.isEmpty {
            let written = systemWrite(descriptor, rest.baseAddress, rest.count)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
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

/// The C library's `write(2)`, named apart from the terminal's own `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
