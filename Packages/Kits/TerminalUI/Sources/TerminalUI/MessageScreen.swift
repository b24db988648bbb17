import TerminalUIInterface

/// Shows a message and goes back: for a stand-in screen in a dev app, or when a screen
/// cannot be built (its message says why).
public struct MessageScreen: Screen {
    private let message: String
    private let isProblem: Bool

    /// Creates the screen.
    public init(_ message: String, isProblem: Bool = false) {
        self.message = message
        self.isProblem = isProblem
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        isProblem ? terminal.showProblem(message) : terminal.writeLine(message)
        return .back
    }
}
