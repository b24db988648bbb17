import Synchronization
import TerminalUI
import TerminalUIInterface

/// A terminal for tests: it answers reads from a script of lines and records everything
/// written, so a test can drive a command or screen and assert on what a person would see.
///
/// By default input ends after the script. With `waitsForInput`, reads wait instead, as a
/// person at a keyboard makes a screen wait, until the test ``type(_:)``s a line or
/// ``endInput()``; meanwhile the test can change what the screen shows and watch it redraw.
public final class ScriptedTerminal: Terminal {
    private struct Written {
        var output = ""
        var errorOutput = ""
    }

    private let lines = LineQueue()
    private let written = Mutex(Written())
    public let isInteractive: Bool
    public let style: TextStyle

    /// Creates a terminal that will answer reads with `input`, one line each; then end of
    /// input, or, with `waitsForInput`, reads that wait for ``type(_:)``.
    public init(input: [String] = [], isInteractive: Bool = false, style: TextStyle = .plain, waitsForInput: Bool = false) {
        self.isInteractive = isInteractive
        self.style = style
        for line in input { lines.push(line) }
        if !waitsForInput { lines.end() }
    }

    /// Everything written to standard output so far.
    public var output: String { written.withLock { $0.output } }
    /// Everything written to standard error so far.
    public var errorOutput: String { written.withLock { $0.errorOutput } }
    /// How many lines reads have taken so far.
    public var linesRead: Int { lines.linesTaken }
    /// How many reads are waiting for a line now: a screen waiting for an answer shows as 1.
    public var waitingReads: Int { lines.waitingReaders }

    /// Gives the next line of input, as if typed and sent with Enter.
    public func type(_ line: String) {
        lines.push(line)
    }

    /// Ends input, as Ctrl-D does, for a terminal created with `waitsForInput`.
    public func endInput() {
        lines.end()
    }

    public func write(_ text: String) {
        written.withLock { $0.output += text }
    }

    public func writeError(_ text: String) {
        written.withLock { $0.errorOutput += text }
    }

    /// The next line; with `waitsForInput` and nothing typed yet, this blocks the calling
    /// thread, so screens under test should wait with ``nextLine()`` instead.
    public func readLine() -> String? {
        lines.nextBlocking()
    }

    public func nextLine() async throws(CancellationError) -> String? {
        try await lines.next()
    }

    public func readSecret(prompt: String) -> String? {
        write(prompt)
        let line = readLine()
        write("\n")
        return line
    }
}
