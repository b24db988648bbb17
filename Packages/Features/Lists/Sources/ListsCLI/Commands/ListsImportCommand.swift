import ArgumentParser
import Foundation
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `import <file>`: a list written by `export`, made again title by title, each checked in the
/// catalogs; those they lack are listed and written to a CSV beside the file, never guessed.
public struct ListsImportCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make a list from a file `lists export` wrote, each title checked in the catalogs.",
        discussion: """
        The list is made under its name in the file, or --into NAME (a list of yours already \
        there gets the titles it lacks, after its own). Titles the catalogs here do not have \
        are listed and written to FILE.unmatched.csv; the others go on in the file's order.
        """
    )

    @Argument(help: "The JSON file.")
    var file: String

    @Option(help: "The list to put the titles on (default: the name in the file).")
    var into: String?

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let archive = try ListArchive.read(try Self.contents(of: file), path: file)
        let name = into ?? archive.name
        let existing = try await service.lists().first { $0.name.lowercased() == name.trimmingCharacters(in: .whitespaces).lowercased() }
        var target = existing
        if target == nil { target = try await service.create(name, description: archive.description) }
        guard let target else { return }
        let present = Set(try await service.items(in: target.name).map(\.titleID))
        var (added, already, unmatched) = (0, 0, [ListItem]())
        for item in archive.items {
            guard !present.contains(item.titleID) else {
                already += 1
                continue
            }
            do {
                _ = try await service.add(item.titleID, to: target.name, note: item.note, at: nil)
                added += 1
            } catch ListsError.unknownTitle, ListsError.notATitleID {
                unmatched.append(item)
            } catch ListsError.alreadyOnList {
                already += 1
            }
        }
        terminal.writeLine("Put \(added) of \(archive.items.count) titles on \"\(target.name)\"" + (already > 0 ? "; \(already) were on it already." : "."))
        guard !unmatched.isEmpty else { return }
        let path = file + ".unmatched.csv"
        try Data(Self.csv(unmatched).utf8).write(to: URL(filePath: path), options: .atomic)
        terminal.writeLine("\(unmatched.count) not in the catalogs here, left off and written to \(path):")
        for item in unmatched { terminal.writeLine("  \(item.titleID)  \(item.title)" + (item.year.map { " (\($0))" } ?? "")) }
    }

    /// The file's bytes, at most ``ListArchive/largestFile`` and one more, so a larger one is told.
    static func contents(of path: String) throws -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ListArchiveError.unreadable(path: path, reason: "it cannot be opened") }
        defer { try? handle.close() }
        return try handle.read(upToCount: ListArchive.largestFile + 1) ?? Data()
    }

    /// The titles as CSV: a header, then a row each, fields quoted where they must be.
    static func csv(_ items: [ListItem]) -> String {
        let quoted = { (field: String) in
            field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
        }
        return (["titleID,kind,title,year,note"] + items.map { item in
            [item.titleID, item.kind, item.title, item.year.map(String.init) ?? "", item.note].map(quoted).joined(separator: ",")
        }).joined(separator: "\n") + "\n"
    }
}
