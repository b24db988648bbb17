import ArgumentParser
import Injection
import SeriesInterface
import TerminalUI
import TerminalUIInterface

/// `list [--json]`: the followed series with progress.
public struct SeriesListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the series you follow, with how many episodes you watched (specials aside).",
        discussion: """
        Examples:
          list
          list --json
        """
    )

    @Flag(help: "Print a JSON array of {kind, id, title, watchedEpisodes, episodes, next}.")
    var json = false

    @Injected var service: any SeriesService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let followed = try await service.followed()
        if json {
            terminal.write(SeriesJSON.progress.encode(followed))
        } else if followed.isEmpty {
            terminal.writeLine("You follow no series yet; following one, or marking an episode watched, adds it here.")
        } else {
            terminal.write(SeriesTables.progress(followed).render(style: terminal.style))
        }
    }
}
