import ArgumentParser
import Injection
import SketchInterface
import TerminalUI
import TerminalUIInterface

/// `list`: prints every item, numbered, oldest first.
public struct SketchListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "list", abstract: "List the items, oldest first.")

    @Injected var service: any SketchService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        terminal.write(SketchTable.make(try await service.items()).render(style: terminal.style))
    }
}

/// The items as a numbered table, for the list command and the screen.
enum SketchTable {
    static func make(_ items: [SketchItem]) -> TextTable {
        TextTable(
            columns: [.init("#", alignment: .right), .init("Text")],
            rows: items.map { [String($0.number), $0.text] }
        )
    }
}
