import ArgumentParser
import TerminalUI

/// The flags that choose real or fixture adapters. They come before the subcommand,
/// because the graph is built before the subcommand is parsed:
/// `movies-dev --catalog embedded --database /tmp/m.sqlite search alien`.
struct DevWiring: ParsableArguments {
    enum CatalogChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
        case fixture, embedded, tmdb
    }

    @Option(help: "Which catalog: fixture (a few movies, the default), embedded (the app's offline catalog) or tmdb.")
    var catalog: CatalogChoice = .fixture

    @Option(help: "Keep movies in this SQLite file instead of in memory.")
    var database: String?

    @Flag(help: "Start a TMDB look-alike on 127.0.0.1 and use it (implies --catalog tmdb).")
    var fixtureServer = false

    @Option(help: "Seconds one TMDB request may take (default 10).")
    var timeout: Double = 10

    func validate() throws {
        guard timeout > 0, timeout <= 600 else { throw ValidationError("--timeout must be above 0 and at most 600 seconds") }
    }

    /// Splits leading wiring flags from the rest, which is the command's.
    static func split(_ arguments: [String]) -> (wiring: [String], command: [String]) {
        let split = LeadingOptions.split(arguments, options: ["--catalog", "--database", "--timeout"], flags: ["--fixture-server"])
        return (split.leading, split.rest)
    }
}
