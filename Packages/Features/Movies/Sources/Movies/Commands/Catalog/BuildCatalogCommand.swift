import ArgumentParser
import CommandInjection
import Injection
import Foundation
import MoviesInterface
import MoviesPorts
import TerminalUI
import TerminalUIInterface

/// `catalog build FILE... [--types LIST] [--quiet] [--json]`: builds the catalog. `catalog
/// import`, its earlier name, still works: in the code and the documents, a catalog is
/// *built* and a history is *imported*. What the other kinds' catalog parts take from the
/// files is said by their features (`Kinds`).
public struct BuildCatalogCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "build",
            abstract: "Build the local catalog from IMDb's dataset files.",
            discussion: """
            Give the .tsv.gz files as downloaded, in any order: each is recognised by its header. \
            title.basics is required; title.ratings adds ratings and votes (which also rank \
            searches), title.crew directors, title.principals the top-billed cast, name.basics \
            their names.\(Kinds.discussion.isEmpty ? "" : " " + Kinds.discussion)

            The new catalog replaces the old one only when it is complete: a build that fails \
            or is interrupted with Ctrl-C leaves the previous catalog working. `catalog import` \
            is this command's earlier name, and still works.

            Examples:
            \((["catalog build title.basics.tsv.gz title.ratings.tsv.gz title.crew.tsv.gz"] + Kinds.examples + ["catalog build *.tsv.gz --types movie,tvMovie,short"]).map { "  " + $0 }.joined(separator: "\n"))
            """,
            aliases: ["import"]
        )
    }

    /// What other kinds of titles add to its help.
    @OptionGroup var kinds: Kinds

    @Argument(help: ArgumentHelp("IMDb dataset files (.tsv.gz).", valueName: "file"))
    var files: [String]

    @Option(help: ArgumentHelp("Title types to keep as films, comma-separated, as IMDb's titleType names them (movie, tvMovie, tvSpecial, short, video, ...).", valueName: "types"))
    var types = "movie,tvMovie,tvSpecial"

    @Flag(help: "Print no progress.")
    var quiet = false

    @Flag(help: "Print the new catalog's status as JSON.")
    var json = false

    @Injected var builder: any CatalogBuilding
    @Injected var terminal: any Terminal

    public init() {}

    public func validate() throws {
        guard !typeSet.isEmpty else {
            throw ValidationError("--types needs at least one title type, for example --types movie,tvMovie")
        }
    }

    private var typeSet: Set<String> {
        Set(types.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }

    public func run() async throws {
        let display = ProgressDisplay(terminal: terminal, mode: quiet ? .quiet : terminal.isInteractive ? .bar : .lines, unit: "rows")
        let started = ContinuousClock.now
        let status: CatalogStatus
        do {
            status = try InterruptHandler.cancellable { isCancelled in
                try builder.buildCatalog(
                    files: files,
                    types: typeSet,
                    progress: { display.update(stage: $0.stage, fraction: $0.fraction, count: $0.rows) },
                    isCancelled: isCancelled
                )
            }
        } catch {
            display.finish()
            throw error
        }
        display.finish()
        if json {
            terminal.write(try JSONOutput.encode(CatalogStatusJSON(status: status, inUse: nil, path: status.path)))
            return
        }
        let elapsed = ContinuousClock.now - started
        let others = status.otherSummaries.map { ", \($0.phrase)," }.joined()
        terminal.writeLine("Built a catalog of \(status.titles.formatted()) titles\(others) and \(status.names.formatted()) names into \(status.path) (\(CatalogStatusText.size(status.fileSize))) in \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))).")
        for warning in status.warnings {
            terminal.writeErrorLine("warning: \(warning)")
        }
    }
}
