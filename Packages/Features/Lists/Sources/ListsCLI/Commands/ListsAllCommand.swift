import ArgumentParser
import Foundation
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `all`: the profile's lists, by name, with how many titles each holds.
public struct ListsAllCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "all", abstract: "Show your lists, by name (the default), then those others share with you."
    )

    @Flag(help: "Print JSON: an array of {name, description, count, rules}.")
    var json = false

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let lists = try await service.lists()
        if json {
            terminal.writeLine(try ListsJSON.string(lists))
            return
        }
        // The lists shared with the profile follow its own, where profiles can share.
        let shared = try await service.listsSharedWithYou()
        defer {
            if !shared.isEmpty {
                terminal.writeLine("")
                terminal.writeLine("Shared with you (`lists show NAME --of OWNER`):")
                terminal.write(SharedListsTable.render(shared, style: terminal.style))
            }
        }
        if lists.isEmpty {
            terminal.writeLine("No lists yet. Make one with `lists new NAME`.")
        } else {
            // A column of rules only when a list has some.
            let ruled = lists.contains(where: \.isRuleBased)
            terminal.write(TextTable(
                columns: [.init("Name"), .init("Titles", alignment: .right), .init("Description")] + (ruled ? [.init("Rules")] : []),
                rows: lists.map { [$0.name, String($0.count), $0.description] + (ruled ? [$0.rules.joined(separator: ", ")] : []) }
            ).render(style: terminal.style))
        }
    }
}
