import ArgumentParser
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `new <name>`: makes an empty list.
public struct ListsNewCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "new", abstract: "Make an empty list.")

    @Argument(help: "Its name, unique among your lists (letter case aside).")
    var name: String

    @Option(help: "What the list is for.")
    var description = ""

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let list = try await service.create(name, description: description)
        terminal.writeLine("Made the list \"\(list.name)\".")
    }
}
