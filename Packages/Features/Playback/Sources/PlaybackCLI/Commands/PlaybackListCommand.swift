import ArgumentParser
import Injection
import PlaybackInterface
import TerminalUI
import TerminalUIInterface

/// `list`: prints every item, numbered, oldest first.
public struct PlaybackListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "list", abstract: "List the items, oldest first.")

    @Injected var service: any PlaybackService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        terminal.write(PlaybackTable.make(try await service.items()).render(style: terminal.style))
    }
}

/// The items as a numbered table, for the list command and the screen.
enum PlaybackTable {
    static func make(_ items: [PlaybackItem]) -> TextTable {
        TextTable(
            columns: [.init("#", alignment: .right), .init("Text")],
            rows: items.map { [String($0.number), $0.text] }
        )
    }
}
