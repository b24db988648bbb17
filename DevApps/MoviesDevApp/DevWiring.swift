import ArgumentParser

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
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard ["--catalog", "--database"].contains(name) else { break }
            index += argument.contains("=") ? 1 : 2
        }
        let end = min(index, arguments.count)
        return (Array(arguments[..<end]), Array(arguments[end...]))
    }
}
