import ArgumentParser
import AuthInterface
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `add <id-or-title> [--note TEXT]`.
public struct AddCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a film to your watchlist, or follow a series.",
        discussion: """
        The movie is looked up in the catalog and kept locally. Adding a movie that is \
        already on the list changes nothing. A series (its id or title) is followed instead.

        Examples:
          add offline:1
          add 12 --note "recommended by Sam"
          add offline:3 --of sam
        """
    )

    @Argument(help: ArgumentHelp("The film's id, as `search` prints it; or a series' id or title, to follow it.", valueName: "id-or-title"))
    var movieID: String

    @Option(help: "A note to keep with it.")
    var note: String?

    @OptionGroup var list: ListOwnerOption

    @Injected var watchlist: any WatchlistService
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal
    @Injected var others: Contributions<any OtherTitleTracking>

    public init() {}

    public func run() async throws {
        if list.owner == nil, let followed = try await others.add(movieID) {
            terminal.writeLine(followed)
            return
        }
        let id = try watchlist.movieID(parsing: movieID)
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let (entry, added) = try await list.list(in: watchlist).add(id, note: note)
        let name = entry.year.map { "\(entry.title) (\($0))" } ?? entry.title
        terminal.writeLine(added ? "Added \(name) to \(list.listName)." : "\(name) is already on \(list.listName).")
    }
}
