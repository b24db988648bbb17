import ArgumentParser
import Injection
import SeriesInterface
import TerminalUI
import TerminalUIInterface

/// `show SERIES [--season N] [--json]`.
public struct SeriesShowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a series' seasons and your progress, or one season's episodes.",
        discussion: """
        Examples:
          show "Breaking Bad"
          show imdb:tt0903747 --season 2
          show "The Office (2005)" --json
        """
    )

    @Argument(help: "The series: its id, or its title with the year it began when two share one.")
    var series: String

    @Option(help: "List this season's episodes, with your watched marks (0 for specials).")
    var season: Int?

    @Flag(help: "Print the series as JSON: {kind, id, title, seasons: [{number, episodes: [...]}], ...}.")
    var json = false

    @Injected var service: any SeriesService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let (details, viewings, rating) = try await service.show(series)
        terminal.write(utf8: try SeriesText.show(details, viewings: viewings, rating: rating, season: season, json: json, style: terminal.style))
    }
}
