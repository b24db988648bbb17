import ArgumentParser
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `share <name>`: a new secret address of the list, in each format other programs read.
public struct ListsShareCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Make a secret, read-only address of a list, for Radarr and feed readers.",
        discussion: """
        Anyone with an address reads the list's name, description and titles, never its notes. \
        Sharing again makes new addresses and the old ones stop answering; `unshare` stops them. \
        The addresses are served by watchlist-server: this works where a server keeps your lists.
        """
    )

    @Argument(help: "The list's name.")
    var name: String

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let share = try await service.share(name)
        terminal.writeLine("\"\(name)\" can be read, until you share or unshare it again, at:")
        terminal.writeLine("  Radarr (StevenLu list): \(share.address(.radarr))")
        terminal.writeLine("  JSON Feed:              \(share.address(.jsonFeed))")
        terminal.writeLine("  RSS:                    \(share.address(.rss))")
    }
}

/// `unshare <name>`: the list's addresses stop answering.
public struct ListsUnshareCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "unshare", abstract: "Stop a list's read-only addresses answering.")

    @Argument(help: "The list's name.")
    var name: String

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        try await service.unshare(name)
        terminal.writeLine("\"\(name)\" is no longer shared.")
    }
}
