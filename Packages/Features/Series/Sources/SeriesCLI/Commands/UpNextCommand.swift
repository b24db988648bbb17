import ArgumentParser
import Injection
import SeriesInterface
import TerminalUI
import TerminalUIInterface

/// `next [--json]`: Up Next.
public struct UpNextCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "next",
        abstract: "Up Next: the episode to watch next of each series you follow.",
        discussion: """
        The episode after the furthest one you watched, seasons in order and specials aside; \
        the first episode of a series you have not started. Finished series are left out.

        Examples:
          next
          next --json | jq '.[] | "\\(.title) S\\(.season)E\\(.episode)"'
        """
    )

    @Flag(help: "Print a JSON array of {id, title, season, episode, episodeTitle, episodeID, episodesLeft}.")
    var json = false

    @Injected var service: any SeriesService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let items = try await service.upNext()
        if json {
            terminal.write(SeriesJSON.upNext.encode(items))
        } else if items.isEmpty {
            terminal.writeLine("Nothing up next: you follow no series, or have watched every episode of the ones you follow.")
        } else {
            terminal.write(SeriesTables.upNext(items).render(style: terminal.style))
        }
    }
}
