import ArgumentParser
import AuthInterface
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `imports`: the imports that changed the list (and what they brought of other kinds), and
/// taking one back.
public struct ImportsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "imports",
        abstract: "List your imports, and take one back.",
        discussion: """
        Every import that changed your list is remembered, with what it brought beside the \
        films: `import`, `remote push` and the web page's Import. Taking one back removes what \
        it added and puts back what it changed, where that is still as the import left it; what came later from elsewhere \
        (a viewing you recorded, a newer note) stays.

        Examples:
          imports
          imports undo 3 --dry-run
          imports undo 3
        """,
        subcommands: [ImportsListCommand.self, ImportsUndoCommand.self],
        defaultSubcommand: ImportsListCommand.self
    )

    public init() {}
}

/// `imports list [--json]`.
public struct ImportsListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your imports, newest first: when, what, from where, how many of each."
    )

    @Flag(help: "Print a JSON array of {number, importedAt, service, files, filmsAdded, filmsUpdated, viewingsAdded, viewingsMerged, others, undoneAt}; others: {kind, followed, ratingsAdded, viewingsAdded}.")
    var json = false

    @Injected var watchlist: any WatchlistService
    @Injected var archiving: any WatchlistArchiving
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let imports = try await archiving.imports()
        if json {
            terminal.write(try JSONOutput.encode(imports.map(ImportsOutput.Document.init)))
        } else if imports.isEmpty {
            terminal.writeLine("No imports yet. `import FILE` brings in an export, and is listed here.")
        } else {
            terminal.write(ImportsOutput.table(imports).render(style: terminal.style))
        }
    }
}

/// `imports undo N [--dry-run] [--json]`.
public struct ImportsUndoCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Take an import back: remove what it added, put back what it changed.",
        discussion: """
        Only what is still as the import left it is taken back; what changed since is counted \
        and left. A film the import put on your list stays when something else came to it later.
        """
    )

    @Argument(help: "The import's number, as `imports` lists it.")
    var number: Int

    @Flag(help: "Only say what would be taken back; change nothing.")
    var dryRun = false

    @Flag(help: "Print the summary as JSON.")
    var json = false

    @Injected var watchlist: any WatchlistService
    @Injected var archiving: any WatchlistArchiving
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal

    public init() {}

    @Injected var others: Contributions<any OtherTitleTracking>

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let summary = try await archiving.undoImport(number, others: others.all.map { $0 as any OtherTitleArchiving }, dryRun: dryRun)
        if json {
            terminal.write(try JSONOutput.encode(ImportsOutput.UndoDocument(summary, dryRun: dryRun)))
        } else {
            terminal.write(ImportsOutput.text(summary, dryRun: dryRun))
        }
    }
}
