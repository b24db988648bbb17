import ArgumentParser
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `add <name> <id>`: puts a title on a list.
public struct ListsAddCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "add", abstract: "Put a film or a series on a list, by its id.")

    @Argument(help: "The list's name.")
    var name: String

    @Argument(help: "The title's IMDb id (tt0068646), or a film's id as `search` shows it (offline:1).")
    var id: String

    @Option(help: "Its place, from 1; those from there move down (default: the end).")
    var at: Int?

    @Option(help: "A note on it.")
    var note = ""

    @OptionGroup var of: ListsOwnerOption

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let item = try await of.acting(service).add(id, to: name, note: note, at: at)
        terminal.writeLine("Put \(item.title)\(item.year.map { " (\($0))" } ?? "") on \"\(name)\" at \(item.position).")
    }
}
