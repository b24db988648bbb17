import ArgumentParser
import Composition
import MoviesInterface
import TerminalUI
import TerminalUIInterface

/// `search <words> [--limit N] [--json]`: finds movies by title words.
public struct SearchCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the movie catalog by words of the title.",
        discussion: """
        Case and accents are ignored: "amelie" finds "Amélie". Exact and prefix matches \
        come first. Use an id from the first column with `show`.

        Examples:
          search godfather
          search star wars --limit 5
          search alien --json | jq -r '.[0].id'
        """
    )

    @Argument(help: "Words of the title.")
    var words: [String]

    @Option(help: "Show at most this many results (1 to 100).")
    var limit = 20

    @Flag(help: "Print a JSON array of {id, title, year} instead of a table.")
    var json = false

    @Injected var movies: any MovieService
    @Injected var terminal: any Terminal

    public init() {}

    public func validate() throws {
        guard (1...100).contains(limit) else {
            throw ValidationError("--limit must be between 1 and 100, not \(limit).")
        }
        guard !query.isEmpty else {
            throw ValidationError("Give at least one word of a title, for example: search godfather")
        }
    }

    private var query: String {
        words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public func run() async throws {
        let results = try await movies.search(query, limit: limit)
        if json {
            terminal.write(try JSONOutput.encode(results.map(MovieSummaryJSON.init)))
        } else if results.isEmpty {
            terminal.writeLine("No movies match \"\(query)\". Try fewer or other words.")
        } else {
            terminal.write(MovieTables.results(results).render(style: terminal.style))
        }
    }
}
