import TerminalUIInterface

/// Builds a screen on the main actor and runs it there: how a command's nonisolated
/// `run()` presents a screen.
@MainActor
public func presentScreen(on terminal: any Terminal, _ make: @MainActor () -> any Screen) async -> ScreenExit {
    await make().run(on: terminal)
}

/// What an executable does when run without a subcommand: on a terminal it presents the
/// screen `make` builds; otherwise it prints `help` and succeeds. Returns how the screen
/// was left, or `nil` when only the help was printed.
@MainActor
public func presentScreenOrHelp(on terminal: any Terminal, help: String, _ make: @MainActor () -> any Screen) async -> ScreenExit? {
    guard terminal.isInteractive else {
        terminal.write(help + "\n")
        return nil
    }
    return await make().run(on: terminal)
}
