import ArgumentParser
import Injection
import SeriesInterface
import TerminalUI
import TerminalUIInterface

/// `history [--json]`: episode viewings, newest first.
public struct SeriesHistoryCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Show every episode viewing you recorded, newest first.",
        discussion: """
        Examples:
          history
          history --json
        """
    )

    @Flag(help: "Print a JSON array of {id, title, season, episode, episodeTitle, episodeID, watchedOn, rating}.")
    var json = false

    @Injected var service: any SeriesService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let viewings = try await service.history()
        if json {
            terminal.write(SeriesJSON.viewings.encode(viewings))
        } else if viewings.isEmpty {
            terminal.writeLine("No episode viewings yet.")
        } else {
            terminal.write(SeriesTables.history(viewings).render(style: terminal.style))
        }
    }
}
