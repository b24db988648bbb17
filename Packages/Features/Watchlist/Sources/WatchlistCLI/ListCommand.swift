import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `list [--watched | --unwatched] [--sort added|title|year|rating] [--of NAME] [--json]`.
public struct ListCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: "Show your watchlist.",
            discussion: """
            One row a film: the day you last watched it, how many times, and your latest rating. \
            `history` lists every viewing.\(Kinds.discussion.isEmpty ? "" : " " + Kinds.discussion)

            Examples:
              list
              list --unwatched --sort year
              list --of sam
              list --json | jq '.[] | select(.watched) | .title'
            """
        )
    }

    @Flag(help: "Which entries to show (default: all).")
    var filter: WatchlistFilter = .all

    @Option(help: "The order: \(WatchlistSort.allCases.map(\.rawValue).joined(separator: ", ")).")
    var sort: WatchlistSort = .added

    @Flag(help: "Print a JSON array of {kind, id, title, year, watched, viewings, lastWatched, rating, added, note}\(Kinds.json).")
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
        let entries = try await list.list(in: watchlist).entries(filter: filter, sort: sort)
        let followed = list.owner == nil && filter == .all ? try await others.list() : []
        if json {
            terminal.write(WatchlistJSON.encode(entries, others: followed))
        } else {
            // With only series, no empty table of films above them.
            if !entries.isEmpty || followed.isEmpty {
                terminal.write(WatchlistTable.make(entries).render(style: terminal.style))
            }
            for (index, kind) in OtherKinds(followed).enumerated() {
                if !entries.isEmpty || index > 0 { terminal.writeLine() }
                terminal.write(kind.table().render(style: terminal.style))
            }
        }
    }
}

extension WatchlistFilter: EnumerableFlag {
    public static var allCases: [WatchlistFilter] { [.all, .watched, .unwatched] }

    public static func name(for value: WatchlistFilter) -> NameSpecification {
        .long
    }

    public static func help(for value: WatchlistFilter) -> ArgumentHelp? {
        switch value {
        case .all: "Show every entry."
        case .watched: "Show only watched films."
        case .unwatched: "Show only films not yet watched."
        }
    }
}

extension WatchlistSort: ExpressibleByArgument {}
