import ArgumentParser
import Injection
import TemplateInterface
import TerminalUI
import TerminalUIInterface

/// `list`: prints every item, numbered, oldest first.
public struct TemplateListCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "list", abstract: "List the items, oldest first.")

    @Injected var service: any TemplateService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() throws {
        terminal.write(TemplateTable.make(try service.items()).render(style: terminal.style))
    }
}

/// The items as a numbered table, for the list command and the screen.
enum TemplateTable {
    static func make(_ items: [TemplateItem]) -> TextTable {
        TextTable(
            columns: [.init("#", alignment: .right), .init("Text")],
            rows: items.enumerated().map { [String($0.offset + 1), $0.element.text] }
        )
    }
}
