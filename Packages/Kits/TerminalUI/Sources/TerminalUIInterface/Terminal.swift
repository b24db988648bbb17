/// The text terminal a command or screen talks to.
///
/// TerminalUI's `StandardTerminal` is the process's real standard streams, and its
/// `ScriptedTerminal` replays given input and records output, for tests.
public protocol Terminal: Sendable {
    /// Writes `text` to standard output as is.
    func write(_ text: String)
    /// Writes `utf8`, text already encoded, to standard output as is: a long document (a
    /// 2 MB `--json`) goes out as it was written, with no `String` made and checked of it.
    func write(utf8: [UInt8])
    /// Writes `text` to standard error as is.
    func writeError(_ text: String)
    /// Reads one line of input without its line break, or `nil` at end of input, blocking
    /// the calling thread until it comes.
    func readLine() -> String?
    /// Waits for one line of input without blocking a thread, so other work on the same
    /// actor (a store reloading, a screen redrawing) goes on meanwhile; `nil` at end of input.
    /// - Throws: `CancellationError` if the task is cancelled before the line comes; that
    ///   line is then kept for the next read, so nothing typed is lost.
    func nextLine() async throws(CancellationError) -> String?
    /// Shows `prompt`, then reads one line without echoing it (for passwords);
    /// `nil` at end of input.
    func readSecret(prompt: String) -> String?
    /// Whether a person is at the keyboard: standard input and output are both terminals.
    var isInteractive: Bool { get }
    /// How to style output: plain when `NO_COLOR` is set or output is not a terminal.
    var style: TextStyle { get }
}

extension Terminal {
    /// Writes `utf8` as text, for a terminal that keeps what it is given as text.
    public func write(utf8: [UInt8]) {
        write(String(decoding: utf8, as: UTF8.self))
    }

    /// Writes `text` and a line break to standard output.
    public func writeLine(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes `text` and a line break to standard error.
    public func writeErrorLine(_ text: String) {
        writeError(text + "\n")
    }
}
