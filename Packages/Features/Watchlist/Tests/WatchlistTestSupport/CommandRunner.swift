import ArgumentParser
import AuthInterface
import Injection
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import WatchlistInterface

/// An auth screen factory that counts the log-in screens it made.
@MainActor
public final class CountingAuthScreens: AuthScreenBuildable {
    public private(set) var presented = 0
    public nonisolated init() {}
    public func makeLogInScreen() -> any Screen {
        presented += 1
        return MessageScreen("log-in screen")
    }
    public func makeAccountScreen() -> any Screen { MessageScreen("account") }
}

/// Runs a command in-process with `service` (also as its archiving and insights, when it
/// offers them), `others` for titles of other kinds (none by default) and a scripted
/// terminal; returns the terminal.
public func run<Command: AsyncParsableCommand>(
    _ type: Command.Type, _ arguments: [String],
    service: any WatchlistService, terminal: ScriptedTerminal = ScriptedTerminal(),
    auth: (any AuthScreenBuildable)? = nil, others: [any OtherTitleTracking] = []
) async throws -> ScriptedTerminal {
    let container = Container()
    container.register((any Terminal).self, instance: terminal)
    container.register((any WatchlistService).self, instance: service)
    for other in others {
        container.contribute(to: (any OtherTitleTracking).self) { _ in other }
    }
    if let archiving = service as? any WatchlistArchiving { container.register((any WatchlistArchiving).self, instance: archiving) }
    if let insights = service as? any WatchlistInsights { container.register((any WatchlistInsights).self, instance: insights) }
    let screens: any AuthScreenBuildable
    if let auth { screens = auth } else { screens = CountingAuthScreens() }
    container.register((any AuthScreenBuildable).self, instance: screens)
    try await InjectionContext.withContainer(container) {
        var command = try Command.parse(arguments)
        try await command.run()
    }
    return terminal
}
