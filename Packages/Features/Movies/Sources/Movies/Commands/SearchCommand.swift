import ArgumentParser
import CommandInjection
import Injection
import MoviesInterface
import TerminalUI
import TerminalUIInterface

/// `search <words> [--limit N] [--json]`: finds films (and the titles of other kinds the app
/// has) by title words; what its help says of those is their feature's (`Kinds`).
public struct SearchCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "search",
            abstract: "Search the catalog's films\(Kinds.abstract) by words of the title.",
            discussion: """
            Every word matches the start of a word of the title, ignoring case and accents: \
            "amelie" finds "Amélie", "godf" finds "The Godfather". Exact titles and popular films \
            come first. When nothing matches, the closest titles are suggested, for a misspelt word. \
            Use an id from the first column with `show`.\(Kinds.discussion.isEmpty ? "" : " " + Kinds.discussion)

            Examples:
            \((["search godfather", "search star wars --limit 5", "search dune --year 2021", "search alien --json | jq -r '.[0].id'"] + Kinds.examples).map { "  " + $0 }.joined(separator: "\n"))
            """
        )
    }

    @Argument(help: "Words of the title.")
    var words: [String]

    @Option(help: "Show at most this many results (1 to 100).")
    var limit = 20

    @Option(help: ArgumentHelp("Only films released in this year.", valueName: "YYYY"))
    var year: Int?

    @Option(help: ArgumentHelp("Only this kind of title: film\(Kinds.argument).", valueName: "kind"))
    var kind: String?

    @Flag(help: "Print a JSON array of {kind, id, title, year, director, runtime}\(Kinds.json) instead of a table; suggestions are not printed.")
    var json = false

    /// What other kinds of titles add to its help.
    @OptionGroup var kinds: Kinds

    @Injected var movies: any MovieService
    @Injected var terminal: any Terminal
    @Injected var others: Contributions<any OtherTitles>

    public init() {}

    public func validate() throws {
        guard (1...100).contains(limit) else {
            throw ValidationError("--limit must be between 1 and 100, not \(limit).")
        }
        if let year, !(1870...2200).contains(year) {
            throw ValidationError("--year must be a year such as 1972, not \(year).")
        }
        guard !query.isEmpty else {
            throw ValidationError("Give at least one word of a title, for example: search godfather")
        }
    }

    private var query: String {
        words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public func run() async throws {
        if let kind, kind != "film", !others.kinds.contains(kind) {
            throw UnknownKind(kind: kind, kinds: ["film"] + others.kinds)
        }
        let results = kind == nil || kind == "film" ? try await movies.search(query, year: year, limit: limit) : []
        let otherResults = kind == "film" || year != nil ? [] : try await others.search(query, kind: kind, limit: limit)
        if json {
            terminal.write(try JSONOutput.encode(results.map(SearchResultJSON.film) + otherResults.map(SearchResultJSON.other)))
        } else if !results.isEmpty || !otherResults.isEmpty {
            if !results.isEmpty { terminal.write(MovieTables.results(results).render(style: terminal.style)) }
            if !otherResults.isEmpty {
                if !results.isEmpty { terminal.writeLine() }
                terminal.write(MovieTables.otherTitles(otherResults).render(style: terminal.style))
            }
        } else if kind != nil && kind != "film" {
            terminal.writeLine("No \(kind ?? "title") matches \"\(query)\".")
        } else {
            let suggestions = try await movies.suggestions(query, year: year, limit: min(limit, 5))
            if suggestions.isEmpty {
                terminal.writeLine("No titles match \"\(query)\". Try fewer or other words.")
            } else {
                terminal.writeLine("No titles match \"\(query)\". The closest titles:")
                terminal.write(MovieTables.results(suggestions).render(style: terminal.style))
            }
        }
    }
}

/// `--kind` naming a kind the app does not have.
struct UnknownKind: Error, CustomStringConvertible {
    let kind: String
    let kinds: [String]

    var description: String {
        "there is no kind \"\(kind)\"; --kind takes " + kinds.joined(separator: " or ")
    }
}
