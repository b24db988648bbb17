import ArgumentParser
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `delete <name>`: deletes a list and what is on it.
public struct ListsDeleteCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a list and the titles on it (the titles stay in the catalog).")

    @Argument(help: "The list's name.")
    var name: String

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        try await service.delete(name)
        terminal.writeLine("Deleted the list \"\(name)\".")
    }
}
