import ArgumentParser
import Injection
import SeriesInterface
import TerminalUI
import TerminalUIInterface

/// `list`: prints every item, numbered, oldest first.
public struct SeriesListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "list", abstract: "List the items, oldest first.")

    @Injected var service: any SeriesService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        terminal.write(SeriesTable.make(try await service.items()).render(style: terminal.style))
    }
}

/// The items as a numbered table, for the list command and the screen.
enum SeriesTable {
    static func make(_ items: [SeriesItem]) -> TextTable {
        TextTable(
            columns: [.init("#", alignment: .right), .init("Text")],
            rows: items.map { [String($0.number), $0.text] }
        )
    }
}
