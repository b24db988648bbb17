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
        let (details, viewings) = try await service.show(series)
        if let season, !details.seasons.contains(where: { $0.number == season }) {
            throw SeriesError.noSuchSeason(series: details.series.title, season: season, seasons: details.seasons.map(\.number))
        }
        if json {
            terminal.write(try SeriesJSON.encode(SeriesJSON.Show(details, viewings: viewings, season: season)))
            return
        }
        terminal.writeLine(terminal.style.bold("\(details.series.title) (\(details.series.years))") + "  \(details.series.id)")
        let progress = UpNext.progress(of: details, viewings: viewings)
        terminal.writeLine("\(progress.watchedEpisodes) of \(progress.episodes) episodes watched" + (progress.next.map { "; next: \($0.code) \($0.title)" } ?? ""))
        if let season, let episodes = details.seasons.first(where: { $0.number == season })?.episodes {
            terminal.write(SeriesTables.episodes(episodes, viewings: viewings).render(style: terminal.style))
        } else {
            terminal.write(SeriesTables.seasons(details.seasons, viewings: viewings).render(style: terminal.style))
            let unnumbered = details.episodes.count - details.seasons.reduce(0) { $0 + $1.episodes.count }
            if unnumbered > 0 { terminal.writeLine("\(unnumbered) more episodes without a season number.") }
        }
    }
}
