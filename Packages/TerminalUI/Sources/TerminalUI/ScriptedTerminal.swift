import Synchronization

/// A terminal for tests: it answers reads from a script of lines and records everything
/// written, so a test can drive a command or screen and assert on what a person would see.
public final class ScriptedTerminal: Terminal {
    private struct State {
        var input: [String]
        var readCount = 0
        var output = ""
        var errorOutput = ""
    }

    private let state: Mutex<State>
    private let beforeRead: (@Sendable (Int) -> Void)?
    public let isInteractive: Bool
    public let style: TextStyle

    /// Creates a terminal that will answer reads with `input`, one line each, then end of input.
    /// `beforeRead`, if given, runs before each read with the number of lines read so far,
    /// so a test can change the world while a screen waits for input.
    public init(
        input: [String] = [],
        isInteractive: Bool = false,
        style: TextStyle = .plain,
        beforeRead: (@Sendable (Int) -> Void)? = nil
    ) {
        state = Mutex(State(input: input))
        self.isInteractive = isInteractive
        self.style = style
        self.beforeRead = beforeRead
    }

    /// Everything written to standard output so far.
    public var output: String { state.withLock { $0.output } }
    /// Everything written to standard error so far.
    public var errorOutput: String { state.withLock { $0.errorOutput } }

    public func write(_ text: String) {
        state.withLock { $0.output += text }
    }

    public func writeError(_ text: String) {
        state.withLock { $0.errorOutput += text }
    }

    public func readLine() -> String? {
        beforeRead?(state.withLock { $0.readCount })
        return state.withLock { state in
            state.readCount += 1
            return state.input.isEmpty ? nil : state.input.removeFirst()
        }
    }

    public func readSecret(prompt: String) -> String? {
        write(prompt)
        let line = readLine()
        write("\n")
        return line
    }
}
