import ArgumentParser
import Injection
import CalendarInterface
import TerminalUI
import TerminalUIInterface

/// `add <text>`: adds an item.
public struct CalendarAddCommand: AsyncParsableCommand {
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

    @Injected var service: any CalendarService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let item = try await service.add(text)
        terminal.writeLine("Added \"\(item.text)\".")
    }
}
