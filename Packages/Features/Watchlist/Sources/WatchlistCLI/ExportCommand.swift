import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import Foundation
import TerminalUI
import TerminalUIInterface
import WatchlistArchive
import WatchlistInterface

/// `export [--format json|csv|letterboxd|letterboxd-watchlist] [--output FILE]`.
public struct ExportCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: "Write your list and every viewing to a file, or to standard output.",
            discussion: """
            json is lossless: `import` reads it back, and exporting again gives the same bytes. \
            csv has one row a film, for spreadsheets. letterboxd is Letterboxd's import format, a \
            row for each viewing; letterboxd-watchlist lists the films not watched yet, for \
            Letterboxd's watchlist import. A file is written whole or not at all.\(Kinds.discussion.isEmpty ? "" : " " + Kinds.discussion)

            Examples:
              export --output watchlist.json
              export --format letterboxd --output diary.csv
              export --format letterboxd-watchlist --output watchlist.csv
              export --format csv | column -s, -t
            """
        )
    }

    @Option(help: "json, csv, letterboxd or letterboxd-watchlist.")
    var format: ExportFormat = .json

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write, replaced if it exists; - for standard output.", valueName: "file"))
    var output: String = "-"

    /// What other kinds of titles add to its help.
    @OptionGroup var kinds: Kinds

    @Injected var watchlist: any WatchlistService
    @Injected var archiving: any WatchlistArchiving
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal
    @Injected var others: Contributions<any OtherTitleTracking>

    public init() {}

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let films = try await archiving.archive()
        let sections = format == .json ? try await others.archive() : [:]
        let text = try ArchiveFiles().export(films, sections: sections, as: format)
        // The other kinds' viewings: counted in the summary of a file, or left out of a format that has no place for them.
        let viewings = format != .json || output != "-" ? try await others.history() : []
        let names = others.all.first?.tallyNames
        if output == "-" {
            terminal.write(text)
        } else {
            try AtomicFile.write(Data(text.utf8), to: output)
            // The titles of other kinds written: those followed, and those with a viewing.
            let titles = format == .json ? Set(try await others.list().map(\.id) + viewings.map(\.id)).count : 0
            terminal.writeLine("Exported \(Self.summary(films: films, others: titles, viewings: format == .json ? viewings.count : 0, names: names)) to \(output).")
        }
        if format != .json, let names, !viewings.isEmpty {
            let files = format == .csv ? "The CSV has a row a film" : "Letterboxd takes films only"
            terminal.writeErrorLine("\(files): your \(viewings.count) \(names.viewing) viewings were left out; --format json keeps them.")
        }
    }

    /// `1 film and 2 viewings`, then `, and 2 series with 10 episode viewings` when titles of
    /// another kind were written too, in their provider's words (`names`).
    static func summary(films: [ArchivedMovie], others: Int, viewings otherViewings: Int, names: OtherTallyNames?) -> String {
        let viewings = films.reduce(0) { $0 + $1.viewings.count }
        let filmPart = "\(films.count) \(films.count == 1 ? "film" : "films") and \(viewings) \(viewings == 1 ? "viewing" : "viewings")"
        guard others > 0, let names else { return filmPart }
        return filmPart + ", and \(others) \(others == 1 ? names.title : names.titles) with \(otherViewings) \(names.viewing) \(otherViewings == 1 ? "viewing" : "viewings")"
    }
}

extension ExportFormat: ExpressibleByArgument {}
