import ArgumentParser
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `move <name> <id> <position>`: moves a title to another place on its list.
public struct ListsMoveCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "move", abstract: "Move a title to another place on its list.")

    @Argument(help: "The list's name.")
    var name: String

    @Argument(help: "The title's id, as `show` lists it.")
    var id: String

    @Argument(help: "Its new place, from 1; those between move by one.")
    var position: Int

    @OptionGroup var of: ListsOwnerOption

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let item = try await of.acting(service).move(id, in: name, to: position)
        terminal.writeLine("Moved \(item.title) to \(item.position) on \"\(name)\".")
    }
}
