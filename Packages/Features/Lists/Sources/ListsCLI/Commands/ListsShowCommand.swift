import ArgumentParser
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `show <name>`: the list's titles, in its order.
public struct ListsShowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a list's titles, in its order.")

    @Argument(help: "The list's name.")
    var name: String

    @Flag(help: "Print JSON: an array of {position, titleID, kind, title, year, note}.")
    var json = false

    @OptionGroup var of: ListsOwnerOption

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let items = try await of.acting(service).items(in: name)
        if json {
            terminal.writeLine(try ListsJSON.string(items))
        } else if items.isEmpty {
            let rules = try await of.acting(service).lists().first { $0.name.lowercased() == name.trimmingCharacters(in: .whitespaces).lowercased() }?.rules ?? []
            terminal.writeLine(rules.isEmpty
                ? "The list is empty. Add a title with `lists add \"\(name)\" tt0068646`."
                : "No title you keep meets \(rules.joined(separator: ", ")). Change them with `lists rules \"\(name)\" RULE…`.")
        } else {
            terminal.write(TextTable(
                columns: [.init("#", alignment: .right), .init("Title"), .init("Year", alignment: .right), .init("Kind"), .init("IMDb"), .init("Note")],
                rows: items.map { [String($0.position), $0.title, $0.year.map(String.init) ?? "", $0.kind, $0.titleID, $0.note] }
            ).render(style: terminal.style))
        }
    }
}
