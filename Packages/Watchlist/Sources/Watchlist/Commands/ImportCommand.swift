import ArgumentParser
import Foundation
import AuthInterface
import Composition
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `import PATH [--dry-run] [--json]`.
public struct ImportCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the films and viewings of a JSON export to your list.",
        discussion: """
        Reads a file written by `export --format json`, from this profile or another. The \
        import is one transaction: all of it or nothing. Films not on your list are added \
        with their notes and viewings; viewings your list lacks are added to films already \
        on it; when a film's note differs, the note of the film added later is kept (a \
        conflict). Importing the same file again changes nothing.

        Examples:
          import watchlist.json --dry-run
          import watchlist.json --json
        """
    )

    @Argument(help: ArgumentHelp("The export to read.", valueName: "path"))
    var path: String

    @Flag(help: "Say what the import would do, and change nothing.")
    var dryRun = false

    @Flag(help: "Print the summary as JSON: {added, updated, unchanged, viewingsAdded, conflicts, dryRun}.")
    var json = false

    @Injected var watchlist: any WatchlistService
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let films = try ArchiveFileReader.films(at: path, today: CalendarDay(containing: Date()))
        let summary = try watchlist.importArchive(films, dryRun: dryRun)
        if json {
            terminal.write(try ImportSummaryOutput.json(summary, dryRun: dryRun))
        } else {
            terminal.write(ImportSummaryOutput.text(summary, dryRun: dryRun))
        }
    }
}
