import ArgumentParser
import Injection
import MoviesInterface
import MoviesPorts
import TerminalUI
import TerminalUIInterface

/// `catalog status [--json]`: what the imported catalog holds.
public struct CatalogStatusCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the imported catalog: its files and their dates, counts, size, and when it was built.",
        discussion: """
        Also says which catalog searches use now.

        Examples:
          catalog status
          catalog status --json | jq .titles
        """
    )

    @Flag(help: "Print the status as a JSON object.")
    var json = false

    @Injected var importer: any CatalogImporting
    @Injected var movies: any MovieService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let status = try importer.status()
        let inUse = movies.catalogSource
        if json {
            terminal.write(try JSONOutput.encode(CatalogStatusJSON(status: status, inUse: inUse, path: importer.catalogPath)))
            return
        }
        guard let status else {
            terminal.writeLine("No catalog has been imported (it would be at \(importer.catalogPath)).")
            terminal.writeLine("Searches use the \(inUse) catalog. Import IMDb's datasets with `catalog import FILE...`.")
            return
        }
        terminal.write(CatalogStatusText.render(status, inUse: inUse, style: terminal.style))
    }
}
