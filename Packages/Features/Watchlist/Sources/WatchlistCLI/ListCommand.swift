import ArgumentParser
import AuthInterface
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `list [--watched | --unwatched] [--sort added|title|year|rating] [--of NAME] [--json]`.
public struct ListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show your watchlist.",
        discussion: """
        One row a film: the day you last watched it, how many times, and your latest rating. \
        `history` lists every viewing. The series you follow come after the films, with the \
        episodes you watched out of all (specials aside), unless --watched, --unwatched or \
        --of narrows the list to films.

        Examples:
          list
          list --unwatched --sort year
          list --of sam
          list --json | jq '.[] | select(.watched) | .title'
        """
    )

    @Flag(help: "Which entries to show (default: all).")
    var filter: WatchlistFilter = .all

    @Option(help: "The order: \(WatchlistSort.allCases.map(\.rawValue).joined(separator: ", ")).")
    var sort: WatchlistSort = .added

    @Flag(help: "Print a JSON array of {kind, id, title, year, watched, viewings, lastWatched, rating, added, note}; a series: {kind, id, title, startYear, endYear, watchedEpisodes, episodes, next}.")
    var json = false

    @OptionGroup var list: ListOwnerOption

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
        case .watched: "Show only watched movies."
        case .unwatched: "Show only movies not yet watched."
        }
    }
}

extension WatchlistSort: ExpressibleByArgument {}
