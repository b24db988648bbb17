import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `history [--of NAME] [--json]`.
public struct HistoryCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "history",
            abstract: "Show every viewing you recorded, newest first.",
            discussion: """
            `watched` records a viewing; a film watched twice appears twice.\(Kinds.discussion.isEmpty ? "" : " " + Kinds.discussion)

            Examples:
              history
              history --of sam
              history --json | jq '.[] | select(.rating == 10) | .title'
            """
        )
    }

    @Flag(help: "Print a JSON array of {kind, id, title, year\(Kinds.json), watchedOn, rating, review}.")
    var json = false

    @OptionGroup var list: ListOwnerOption

    /// What other kinds of titles add to its help.
    @OptionGroup var kinds: Kinds

    @Injected var watchlist: any WatchlistService
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal
    @Injected var others: Contributions<any OtherTitleTracking>

    public init() {}

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let films = try await list.list(in: watchlist).history()
        let history = History(films: films, others: list.owner == nil ? try await others.history() : [])
        if json {
            HistoryJSON.write(history, keys: others.historyKeys) { terminal.write(utf8: $0) }
        } else if history.lines.isEmpty {
            terminal.writeLine("No viewings yet. Record one with `watched ID`.")
        } else {
            terminal.write(HistoryTable.make(history).render(style: terminal.style))
        }
    }
}
