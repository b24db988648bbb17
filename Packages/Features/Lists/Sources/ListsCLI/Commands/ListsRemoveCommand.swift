import ArgumentParser
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `remove <name> <id>`: takes a title off a list.
public struct ListsRemoveCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take a title off a list.")

    @Argument(help: "The list's name.")
    var name: String

    @Argument(help: "The title's id, as `show` lists it.")
    var id: String

    @OptionGroup var of: ListsOwnerOption

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        try await of.acting(service).remove(id, from: name)
        terminal.writeLine("Took \(id) off \"\(name)\".")
    }
}
