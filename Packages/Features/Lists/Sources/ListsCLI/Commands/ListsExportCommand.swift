import ArgumentParser
import Foundation
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `export <name>`: the list as lossless JSON, which `import` reads back.
public struct ListsExportCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a list as JSON: every title with its id, kind, year and note, in order.",
        discussion: "`lists import FILE` reads it back, here or on another machine."
    )

    @Argument(help: "The list's name.")
    var name: String

    @Option(name: .shortAndLong, help: "Write to this file (standard output by default).")
    var output: String?

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        guard let list = try await service.lists().first(where: { $0.name.lowercased() == name.trimmingCharacters(in: .whitespaces).lowercased() }) else {
            throw ListsError.noSuchList(name)
        }
        let text = try ListsJSON.string(ListArchive(name: list.name, description: list.description, items: try await service.items(in: list.name)))
        guard let output else { return terminal.writeLine(text) }
        try Data((text + "\n").utf8).write(to: URL(filePath: output), options: .atomic)
        terminal.writeLine("Wrote \"\(list.name)\" to \(output).")
    }
}
