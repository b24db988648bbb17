import ArgumentParser
import Injection
import MoviesInterface
import TerminalUI
import TerminalUIInterface

/// `search <words> [--limit N] [--json]`: finds movies by title words.
public struct SearchCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the movie catalog by words of the title.",
        discussion: """
        Every word matches the start of a word of the title, ignoring case and accents: \
        "amelie" finds "Amélie", "godf" finds "The Godfather". Exact titles and popular films \
        come first. When nothing matches, the closest titles are suggested, for a misspelt word. \
        Use an id from the first column with `show`.

        Examples:
          search godfather
          search star wars --limit 5
          search dune --year 2021
          search alien --json | jq -r '.[0].id'
        """
    )

    @Argument(help: "Words of the title.")
    var words: [String]

    @Option(help: "Show at most this many results (1 to 100).")
    var limit = 20

    @Option(help: ArgumentHelp("Only films released in this year.", valueName: "YYYY"))
    var year: Int?

    @Flag(help: "Print a JSON array of {id, title, year, director, runtime} instead of a table; suggestions are not printed.")
    var json = false

    @Injected var movies: any MovieService
    @Injected var terminal: any Terminal

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
        let results = try await movies.search(query, year: year, limit: limit)
        if json {
            terminal.write(try JSONOutput.encode(results.map(MovieSummaryJSON.init)))
        } else if !results.isEmpty {
            terminal.write(MovieTables.results(results).render(style: terminal.style))
        } else {
            let suggestions = try await movies.suggestions(query, year: year, limit: min(limit, 5))
            if suggestions.isEmpty {
                terminal.writeLine("No movies match \"\(query)\". Try fewer or other words.")
            } else {
                terminal.writeLine("No movies match \"\(query)\". The closest titles:")
                terminal.write(MovieTables.results(suggestions).render(style: terminal.style))
            }
        }
    }
}
