import ArgumentParser
import Injection
import MoviesInterface
import MoviesPorts
import TerminalUI
import TerminalUIInterface

/// `catalog status [--json]`: what the built catalog holds.
public struct CatalogStatusCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the built catalog: its files and their dates, counts, size, and when it was built.",
        discussion: """
        Also says which catalog searches use now.

        Examples:
          catalog status
          catalog status --json | jq .titles
        """
    )

    @Flag(help: "Print the status as a JSON object.")
    var json = false

    @Injected var builder: any CatalogBuilding
    @Injected var movies: any MovieService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let status = try builder.status()
        let inUse = movies.catalogSource
        if json {
            terminal.write(try JSONOutput.encode(CatalogStatusJSON(status: status, inUse: inUse, path: builder.catalogPath)))
            return
        }
        guard let status else {
            terminal.writeLine("No catalog has been built (it would be at \(builder.catalogPath)).")
            terminal.writeLine("Searches use the \(inUse) catalog. Build one from IMDb's datasets with `catalog build FILE...`.")
            return
        }
        terminal.write(CatalogStatusText.render(status, inUse: inUse, style: terminal.style))
    }
}
