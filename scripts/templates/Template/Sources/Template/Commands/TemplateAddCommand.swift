import ArgumentParser
import Injection
import TemplateInterface
import TerminalUI
import TerminalUIInterface

/// `add <text>`: adds an item.
public struct TemplateAddCommand: ParsableCommand {
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

    @Injected var service: any TemplateService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() throws {
        let item = try service.add(text)
        terminal.writeLine("Added \"\(item.text)\".")
    }
}
