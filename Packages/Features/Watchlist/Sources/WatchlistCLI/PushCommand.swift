import ArgumentParser
import AuthInterface
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `push [--dry-run] [--json]`: this machine's list onto the server's.
public struct PushCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Copy this machine's list to the server you are logged in to.",
        discussion: """
        Every film, note and viewing of the profile logged in on this machine is imported \
        into your list on the server, as `import` imports an export: in one transaction, and \
        pushing again changes nothing.

        Examples:
          remote push --dry-run
          remote push --json
        """
    )

    @Flag(help: "Say what would change, and change nothing.") var dryRun = false
    @Flag(help: "Print the summary as JSON.") var json = false

    @Injected var lists: ListsToPush
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        guard let server = lists.server else { throw RemoteError.noSession }
        guard try await lists.local.currentProfile() != nil else { throw AuthError.notLoggedIn }
        let films = try await lists.local.archive()
        let summary = try await server.list.importArchive(films, from: ImportSource(service: "remote push", files: []), dryRun: dryRun)
        if json {
            terminal.write(try ImportSummaryOutput.json(summary, unmatchedFile: nil, dryRun: dryRun))
        } else {
            terminal.writeLine("\(films.count) films from this machine \(dryRun ? "would go" : "went") to \(server.address):")
            terminal.write(ImportSummaryOutput.text(summary, unmatchedFile: nil, dryRun: dryRun))
        }
    }
}
