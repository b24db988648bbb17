import ArgumentParser
import Injection
import PlaybackInterface
import TerminalUI
import TerminalUIInterface

/// `add <text>`: adds an item.
public struct PlaybackAddCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an item.",
        discussion: """
        Examples:
          add "first item"
        """
    )

    @Argument(help: "The item's text.")
    var text: String

    @Injected var service: any PlaybackService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let item = try await service.add(text)
        terminal.writeLine("Added \"\(item.text)\".")
    }
}
