import ArgumentParser
import Injection
import PlaybackInterface
import TerminalUI
import TerminalUIInterface

/// `apps list [--json]`: each app's name, scopes, when it was made and last used; never a token.
public struct AppsListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your apps: their scopes, when each was made and last used (never their tokens)."
    )

    @Flag(help: "Print a JSON array of {name, scopes, createdAt, lastUsedAt}.")
    var json = false

    @Injected var service: any AppsService
    @Injected var terminal: any Terminal
    @Injected var invocation: PlaybackInvocation

    public init() {}

    public func run() async throws {
        let apps = try await service.apps()
        if json {
            terminal.write(try JSONOutput.encode(apps.map { AppsOutput.Document($0) }))
        } else if apps.isEmpty {
            terminal.writeLine("No apps: `\(invocation.apps) add NAME --scope scrobble` makes one.")
        } else {
            terminal.write(AppsOutput.table(apps).render(style: terminal.style))
        }
    }
}
