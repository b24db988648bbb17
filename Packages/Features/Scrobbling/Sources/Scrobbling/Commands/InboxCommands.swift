import ArgumentParser
import Injection
import Foundation
import JSONWriting
import ScrobblingInterface
import TerminalUIInterface
import WatchlistInterface

/// `hooks inbox [--json]`.
struct HooksInboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: "List the plays that matched no film, or several, waiting for you.",
        discussion: "Settle each with `hooks resolve N ID` (find the ID with `search`) or `hooks dismiss N`."
    )

    @Flag(help: "Print a JSON array of {number, hook, title, year, imdb, tmdb, playedAt, rating, problem}.")
    var json = false

    @Injected var hooks: any HookManaging
    @Injected var terminal: any Terminal

    func run() async throws {
        let items = try await hooks.inbox()
        if json {
            terminal.write(HookJSON.inbox(items))
        } else if items.isEmpty {
            terminal.writeLine("The inbox is empty: every play was matched.")
        } else {
            for item in items { terminal.writeLine(HookText.item(item)) }
            terminal.writeLine("")
            terminal.writeLine("Settle each with `hooks resolve N ID` (find the ID with `search TITLE`) or `hooks dismiss N`.")
        }
    }
}

/// `hooks resolve N ID`.
struct HooksResolveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve", abstract: "Record an inbox item as a viewing of the film you name."
    )

    @Argument(help: "The item's number, from `hooks inbox`.")
    var number: Int

    @Argument(help: "The film's id, as `search` prints it (offline:12, imdb:tt0068646, tmdb:603).")
    var id: String

    @Injected var hooks: any HookManaging
    @Injected var watchlist: any WatchlistService
    @Injected var terminal: any Terminal

    func run() async throws {
        let event = try await hooks.resolve(number, as: try watchlist.movieID(parsing: id))
        terminal.writeLine("Inbox item \(number): \(event.detail).")
    }
}

/// `hooks dismiss N`.
struct HooksDismissCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dismiss", abstract: "Remove an inbox item, recording nothing.")

    @Argument(help: "The item's number, from `hooks inbox`.")
    var number: Int

    @Injected var hooks: any HookManaging
    @Injected var terminal: any Terminal

    func run() async throws {
        try await hooks.dismiss(number)
        terminal.writeLine("Inbox item \(number) is dismissed.")
    }
}
