import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `remove <id>`, and the titles of other kinds (`Kinds`) too: their help is added to its own.
public struct RemoveCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a film from your watchlist\(Kinds.abstract).",
            discussion: Kinds.discussion
        )
    }

    @Argument(help: ArgumentHelp("The film's id, as `list` prints it\(Kinds.argument).", valueName: "id"))
    var movieID: String

    @OptionGroup var list: ListOwnerOption

    /// The options of other kinds of titles.
    @OptionGroup var kinds: Kinds

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
