import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `add <id> [--note TEXT]`, and the titles of other kinds (`Kinds`) too: their help is
/// added to its own.
public struct AddCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add",
            abstract: "Add a film to your watchlist\(Kinds.abstract).",
            discussion: """
            The film is looked up in the catalog and kept locally. Adding a film that is \
            already on the list changes nothing.\(Kinds.discussion.isEmpty ? "" : " " + Kinds.discussion)

            Examples:
            \((["add offline:1", #"add 12 --note "recommended by Sam""#, "add offline:3 --of sam"] + Kinds.examples).map { "  " + $0 }.joined(separator: "\n"))
            """
        )
    }

    @Argument(help: ArgumentHelp("The film's id, as `search` prints it\(Kinds.argument).", valueName: Kinds.titles.isEmpty ? "id" : "id-or-title"))
    var movieID: String

    @Option(help: "A note to keep with it.")
    var note: String?

    @OptionGroup var list: ListOwnerOption

    /// The options of other kinds of titles.
    @OptionGroup var kinds: Kinds

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
