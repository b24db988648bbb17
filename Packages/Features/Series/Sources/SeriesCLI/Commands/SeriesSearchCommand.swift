import ArgumentParser
import Injection
import SeriesInterface
import TerminalUI
import TerminalUIInterface

/// `search TEXT [--limit N] [--json]`.
public struct SeriesSearchCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find series by title.",
        discussion: """
        Examples:
          search office
          search "breaking bad" --json
        """
    )

    @Argument(help: "Words of the title.")
    var text: String

    @Option(help: "At most this many series.")
    var limit = 20

    @Flag(help: "Print a JSON array of {kind, id, title, startYear, endYear}.")
    var json = false

    @Injected var service: any SeriesService
    @Injected var terminal: any Terminal

    public init() {}

    public func validate() throws {
        guard (1...500).contains(limit) else { throw ValidationError("--limit must be from 1 to 500, not \(limit).") }
    }

    public func run() async throws {
        let found = try await service.search(text, limit: limit)
        if json {
            terminal.write(SeriesJSON.summaries.encode(found))
        } else if found.isEmpty {
            terminal.writeLine("No series matches \"\(text)\".")
        } else {
            terminal.write(SeriesTables.series(found).render(style: terminal.style))
        }
    }
}
