import ArgumentParser
import Injection
import SeriesInterface
import TerminalUI
import TerminalUIInterface

/// `follow SERIES`.
public struct SeriesFollowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "follow",
        abstract: "Follow a series: it appears in `list` and `next`.",
        discussion: """
        Marking an episode watched follows its series too.

        Examples:
          follow "Breaking Bad"
          follow imdb:tt0386676
        """,
        aliases: ["add"]
    )

    @Argument(help: "The series: its id, or its title with the year it began when two share one.")
    var series: String

    @Injected var service: any SeriesService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let (series, followed) = try await service.follow(series)
        terminal.writeLine(SeriesText.followed(series, new: followed))
    }
}
