import ArgumentParser
import AuthInterface
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `remove <id>`.
public struct RemoveCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a film from your watchlist, or stop following a series.",
        discussion: """
        A series' episode viewings are kept; `series unfollow --forget-viewings` removes them too.
        """
    )

    @Argument(help: ArgumentHelp("The film's or series' id, as `list` prints it.", valueName: "id"))
    var movieID: String

    @OptionGroup var list: ListOwnerOption

    @Injected var watchlist: any WatchlistService
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal
    @Injected var others: Contributions<any OtherTitleTracking>

    public init() {}

    public func run() async throws {
        if list.owner == nil, let removed = try await others.remove(movieID) {
            terminal.writeLine(removed)
            return
        }
        let id = try watchlist.movieID(parsing: movieID)
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        try await list.list(in: watchlist).remove(id)
        terminal.writeLine("Removed \(id) from \(list.listName).")
    }
}
