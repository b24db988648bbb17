import ArgumentParser
import Injection
import SketchInterface
import TerminalUI
import TerminalUIInterface

/// `add <text>`: adds an item.
public struct SketchAddCommand: AsyncParsableCommand {
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

    @Injected var service: any SketchService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let item = try await service.add(text)
        terminal.writeLine("Added \"\(item.text)\".")
    }
}
