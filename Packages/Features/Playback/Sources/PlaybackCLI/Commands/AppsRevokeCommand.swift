import ArgumentParser
import Injection
import PlaybackInterface
import TerminalUI
import TerminalUIInterface

/// `apps revoke NAME`: the app's token stops working at once.
public struct AppsRevokeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "revoke", abstract: "Revoke an app: its token stops working at once.")

    @Argument(help: "The app's name, as `apps list` shows it.")
    var name: String

    @Injected var service: any AppsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        try await service.revoke(name: name)
        terminal.writeLine("Revoked \"\(name.trimmingCharacters(in: .whitespacesAndNewlines))\"; its token no longer works.")
    }
}
