import ArgumentParser
import TerminalUI

/// The flags that choose real or fixture adapters. They come before the subcommand,
/// because the graph is built before the subcommand is parsed:
/// `movies-dev --catalog embedded --database /tmp/m.sqlite search alien`.
struct DevWiring: ParsableArguments {
    enum CatalogChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
        case fixture, embedded
    }

    @Option(help: "Which catalog: fixture (a few movies, the default) or embedded (the app's real offline catalog).")
    var catalog: CatalogChoice = .fixture

    @Option(help: "Keep movies in this SQLite file instead of in memory.")
    var database: String?

    /// Splits leading wiring flags from the rest, which is the command's.
    static func split(_ arguments: [String]) -> (wiring: [String], command: [String]) {
        let split = LeadingOptions.split(arguments, options: ["--catalog", "--database"])
        return (split.leading, split.rest)
    }
}
