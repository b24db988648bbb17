import ArgumentParser
import AuthInterface
import Injection
import Foundation
import TerminalUI
import TerminalUIInterface
import WatchlistArchive
import WatchlistInterface

/// `export [--format json|csv|letterboxd|letterboxd-watchlist] [--output FILE]`.
public struct ExportCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your list and every viewing to a file, or to standard output.",
        discussion: """
        json is lossless: `import` reads it back, and exporting again gives the same bytes; it \
        holds the series you follow and every episode viewing too. csv has one row a film, for \
        spreadsheets. letterboxd is Letterboxd's import format, a row for each viewing; \
        letterboxd-watchlist lists the films not watched yet, for Letterboxd's watchlist \
        import. A file is written whole or not at all. Episodes are in json only (Letterboxd \
        takes films only); the other formats say how many were left out.

        Examples:
          export --output watchlist.json
          export --format letterboxd --output diary.csv
          export --format letterboxd-watchlist --output watchlist.csv
          export --format csv | column -s, -t
        """
    )

    @Option(help: "json, csv, letterboxd or letterboxd-watchlist.")
    var format: ExportFormat = .json

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write, replaced if it exists; - for standard output.", valueName: "file"))
    var output: String = "-"

    @Injected var watchlist: any WatchlistService
    @Injected var archiving: any WatchlistArchiving
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal
    @Injected var others: any OtherTitleTracking

    public init() {}

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let films = try await archiving.archive()
        let sections = format == .json ? try await others.archive() : [:]
        let text = try ArchiveFiles().export(films, sections: sections, as: format)
        if output == "-" {
            terminal.write(text)
        } else {
            try AtomicFile.write(Data(text.utf8), to: output)
            let viewings = films.reduce(0) { $0 + $1.viewings.count }
            terminal.writeLine("Exported \(films.count) films and \(viewings) viewings to \(output).")
        }
        let episodes = format == .json ? 0 : try await others.history().count
        if episodes > 0 {
            let files = format == .csv ? "The CSV has a row a film" : "Letterboxd takes films only"
            terminal.writeErrorLine("\(files): your \(episodes) episode viewings were left out; --format json keeps them.")
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
