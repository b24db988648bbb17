import ArgumentParser
import Foundation
import Injection
import ListsFiles
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `export <name>`: the list as lossless JSON, which `import` reads back, or as Letterboxd's
/// list CSV.
public struct ListsExportCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a list as JSON (every title with its id, kind, year and note, in order) or Letterboxd's CSV.",
        discussion: """
        `lists import FILE` reads either back, here or on another machine. Letterboxd's CSV \
        (Position,Title,Year,imdbID,tmdbID,Review) is what letterboxd.com's list import reads: \
        films only, so series are left out and counted.
        """
    )

    /// The formats `export` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, letterboxd
    }

    @Argument(help: "The list's name.")
    var name: String

    @Option(help: "json (default) or letterboxd.")
    var format: Format = .json

    @Option(name: .shortAndLong, help: "Write to this file (standard output by default).")
    var output: String?

    @OptionGroup var of: ListsOwnerOption

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let lists = of.acting(service)
        guard let list = try await lists.lists().first(where: { $0.name.lowercased() == name.trimmingCharacters(in: .whitespaces).lowercased() }) else {
            throw of.owner.map { ListsError.notSharedWithYou(list: name, owner: $0) } ?? ListsError.noSuchList(name)
        }
        let items = try await lists.items(in: list.name)
        let (text, left): (String, Int) = switch format {
        case .json: (try ListsJSON.string(ListArchive(name: list.name, description: list.description, items: items, rules: list.rules)) + "\n", 0)
        case .letterboxd: LetterboxdListCSV.write(items)
        }
        let note = left > 0 ? "; \(left) series left out, as Letterboxd keeps films only" : ""
        guard let output else {
            terminal.write(text)
            return
        }
        try Data(text.utf8).write(to: URL(filePath: output), options: .atomic)
        terminal.writeLine("Wrote \"\(list.name)\" to \(output)\(note).")
    }
}
