import ArgumentParser
import Foundation
import Injection
import ListsFiles
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `import <file>`: a list file made again title by title, each checked in the catalogs; those
/// they lack are listed and written to a CSV beside the file, never guessed.
public struct ListsImportCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make a list from a file, each title checked in the catalogs.",
        discussion: """
        Reads, told apart by their content: this program's JSON (`lists export`); Letterboxd's \
        list CSV, its list export (lists/NAME.csv in its data export) or its import format; \
        IMDb's list CSV (a list's Export on imdb.com); Trakt's list JSON (a list's items). \
        The list is made under its name in the file, or --into NAME (needed for IMDb's and \
        Trakt's files, which carry no name); a list of yours already there gets the titles \
        it lacks, after its own. A title with an id is checked by it; a film Letterboxd names \
        by title and year is put on only when the catalog has exactly one film of both. The \
        rest are listed and written to FILE.unmatched.csv; the others go on in the file's order.
        """
    )

    @Argument(help: "The file.")
    var file: String

    @Option(help: ArgumentHelp("The list to put the titles on (default: the name in the file).", valueName: "name"))
    var into: String?

    @Injected var service: any ListsService
    @Injected var matching: any TitleMatching
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let list = try ListFile.read(try Self.contents(of: file), path: file)
        guard let name = into ?? list.name else { throw ValidationError("\(file) is \(list.format.name), which names no list: give one with --into NAME.") }
        let existing = try await service.lists().first { $0.name.lowercased() == name.trimmingCharacters(in: .whitespaces).lowercased() }
        // A rule-based list comes back as its rules, which make its titles here.
        guard list.rules.isEmpty else {
            let made = if let existing {
                try await service.setRules(list.rules, of: existing.name)
            } else {
                try await service.create(name, description: list.description, rules: list.rules)
            }
            terminal.writeLine("\"\(made.name)\" is made by \(RulesText.count(made)) again: \(RulesText.meeting(made.count)) them here.")
            return
        }
        let target: TitleList
        if let existing {
            target = existing
        } else {
            target = try await service.create(name, description: list.description)
        }
        let present = Set(try await service.items(in: target.name).map(\.titleID))
        var (added, already, unmatched) = (0, 0, [ListFileRow]())
        let progress = ProgressDisplay(terminal: terminal, mode: list.rows.count < 200 ? .quiet : terminal.isInteractive ? .bar : .lines, unit: "titles")
        for (index, row) in list.rows.enumerated() {
            progress.update(stage: "Importing", fraction: Double(index) / Double(list.rows.count), count: Int64(index))
            guard let titleID = try await titleID(of: row) else {
                unmatched.append(row)
                continue
            }
            guard !present.contains(titleID) else {
                already += 1
                continue
            }
            do {
                _ = try await service.add(titleID, to: target.name, note: row.note, at: nil)
                added += 1
            } catch ListsError.unknownTitle, ListsError.notATitleID, ListsError.noteTooLong {
                unmatched.append(row)
            } catch ListsError.alreadyOnList {
                already += 1
            }
        }
        progress.finish()
        terminal.writeLine("Put \(added) of \(list.rows.count) titles on \"\(target.name)\"" + (already > 0 ? "; \(already) were on it already." : "."))
        guard !unmatched.isEmpty else { return }
        let path = file + ".unmatched.csv"
        try Data(UnmatchedRows.csv(unmatched).utf8).write(to: URL(filePath: path), options: .atomic)
        terminal.writeLine("\(unmatched.count) not in the catalogs here, left off and written to \(path):")
        for row in unmatched.prefix(20) { terminal.writeLine("  line \(row.line): " + [row.titleID, row.title + (row.year.map { " (\($0))" } ?? "")].compactMap { $0 }.joined(separator: "  ")) }
        if unmatched.count > 20 { terminal.writeLine("  and \(unmatched.count - 20) more, in the file.") }
    }

    /// The row's id: its own, or the one film of its title and year in the catalog.
    private func titleID(of row: ListFileRow) async throws -> String? {
        if let titleID = row.titleID { return titleID }
        guard row.film, !row.title.isEmpty else { return nil }
        let films = try await matching.films(titled: row.title, year: row.year)
        return films.count == 1 ? films[0].titleID : nil
    }

    /// The file's bytes, at most ``ListFile/largestFile`` and one more, so a larger one is told.
    static func contents(of path: String) throws -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ListFileError.unreadable(path: path, reason: "it cannot be opened") }
        defer { try? handle.close() }
        return try handle.read(upToCount: ListFile.largestFile + 1) ?? Data()
    }
}
