import ArgumentParser
import Injection
import SeriesInterface
import TerminalUI
import TerminalUIInterface

/// `unfollow SERIES [--forget-viewings]`.
public struct SeriesUnfollowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "unfollow",
        abstract: "Stop following a series; its episode viewings stay in your history.",
        discussion: """
        Examples:
          unfollow "Game of Thrones"
          unfollow imdb:tt0944947 --forget-viewings
        """,
        aliases: ["remove"]
    )

    @Argument(help: "The series: its id, or its title with the year it began when two share one.")
    var series: String

    @Flag(help: "Remove its episode viewings from your history, and your rating of the series, as well.")
    var forgetViewings = false

    @Injected var service: any SeriesService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let (series, removed) = try await service.unfollow(series, forgettingViewings: forgetViewings)
        terminal.writeLine(SeriesText.unfollowed(series, removedViewings: removed, forgetting: forgetViewings))
    }
}
