import ArgumentParser
import Foundation
import AuthInterface
import CommandInjection
import Injection
import WatchlistImportReaders
import TerminalUI
import TerminalUIInterface
import WatchlistArchive
import WatchlistInterface

extension ImportFormat: ExpressibleByArgument {}

/// `import PATH... [--format json|letterboxd|imdb|trakt|tvtime|simkl|yamtrack|movary] [--dry-run] [--json]`,
/// with what other kinds of titles add to it (`Kinds`: their rows' matching, `--online`).
public struct ImportCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: "Add films\(Kinds.abstract) and viewings from an export: this program's, Letterboxd's, IMDb's, Trakt's, TV Time's, Simkl's, Yamtrack's or Movary's.",
            discussion: """
            The format is told from the content; --format insists on one. A file that two formats \
            could read is read as the one whose own columns it has, and import says which.
              json        a file written by `export --format json`, from this profile or another
              letterboxd  Letterboxd's export zip, its folder, or one of its CSV files; or a CSV in \
            Letterboxd's import format (what `export --format letterboxd` writes)
              imdb        IMDb's ratings export and its watchlist or list exports (both layouts)
              trakt       Trakt's export zip or folder, or its JSON files
              tvtime      TV Time's data export: its folder (unpack the zip with the password \
            TV Time sent), or one of its CSV files
              simkl       Simkl's JSON backup (SimklBackup.json) or its API's /sync/all-items, or \
            its CSV backup
              yamtrack    Yamtrack's CSV export
              movary      Movary's history.csv, ratings.csv and watchlist.csv, or a folder of them

            Films of another service are matched to the catalog by IMDb or TMDB id first, then by \
            exact title and year, and never guessed. Rows that match nothing, or several, are \
            listed with their file, line and candidates, and written to NAME-unmatched.csv beside \
            the first PATH, to fix and import again.\(Kinds.discussion.isEmpty ? "" : "\n\n" + Kinds.discussion)

            The import is one transaction: all of it or nothing. Viewings your list lacks are \
            added; when a film's note differs, the note of the film added later is kept (a \
            conflict). Importing the same file again changes nothing.

            Examples:
            \((["import letterboxd-ada-2026-11-23-10-00-utc.zip --dry-run", "import ratings.csv watchlist.csv --format imdb", "import watchlist.json --json"] + Kinds.examples).map { "  " + $0 }.joined(separator: "\n"))
            """
        )
    }

    @Argument(help: ArgumentHelp("The export: a file, a zip or a folder; several files of one service together.", valueName: "path"))
    var paths: [String]

    @Option(help: "json, letterboxd, imdb, trakt, tvtime, simkl, yamtrack or movary, instead of telling it from the content.")
    var format: ImportFormat?

    @Flag(help: "Say what the import would do, and change nothing.")
    var dryRun = false

    /// The options of other kinds of titles.
    @OptionGroup var kinds: Kinds

    @Flag(help: """
        Print the summary as JSON: {added, updated, unchanged, viewingsAdded, viewingsMerged, conflicts, skipped, notFound, ambiguous, \
        unmatched, unmatchedFile, dryRun, others (each {kind, followed, ratingsAdded, viewingsAdded, unmatched}), leftOut}.
        """)
    var json = false

    @Injected var watchlist: any WatchlistService
    @Injected var archiving: any WatchlistArchiving
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal
    @Injected var others: Contributions<any OtherTitleTracking>

    public init() {}

    public func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Give the export to import, for example: import watchlist.json") }
    }

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        switch try ImportFiles.read(paths, format: format) {
        case .watchlistArchive(let data, let path):
            let films = try ArchiveJSON.decode(data, path: path)
            let sections = ArchiveJSON.sections(data)
            // A dry run of the other kinds first: a bad section stops the import before anything changes.
            var otherSummaries = try await others.restore(sections, dryRun: true, path: path)
            // Then theirs for real, so that the films' import remembers what they added.
            if !dryRun { otherSummaries = try await others.restore(sections, dryRun: false, path: path) }
            let summary = try await archiving.importArchive(
                films, from: ImportSource(service: "Watchlist", files: [path]), others: otherSummaries, dryRun: dryRun
            )
            if json {
                terminal.write(try ImportSummaryOutput.json(summary, others: otherSummaries, unmatchedFile: nil, dryRun: dryRun))
            } else {
                terminal.write(ImportSummaryOutput.text(summary, others: otherSummaries, unmatchedFile: nil, dryRun: dryRun))
            }
        case .service(let history):
            if let other = history.otherFormats.first.flatMap(ImportFormat.init(rawValue:)) {
                terminal.writeErrorLine(
                    "Read as \(history.service)'s export, by its columns; to read it as \(other.article) instead, give --format \(other.rawValue)."
                )
            }
            let online = kinds.parts.contains { ($0 as? any OnlineLookupChoice)?.online == true }
            try await HistoryImportRunner().run(history, unmatchedBeside: paths[0], dryRun: dryRun, json: json, online: online)
        }
    }
}
