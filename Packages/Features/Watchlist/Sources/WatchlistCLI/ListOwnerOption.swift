import ArgumentParser
import WatchlistInterface

/// `--of NAME`: the list a command acts on, yours or one shared with you.
struct ListOwnerOption: ParsableArguments {
    @Option(name: .customLong("of"), help: ArgumentHelp("Use NAME's list, shared with you (`share` shares one); add, remove and watched need write access.", valueName: "NAME"))
    var owner: String?

    /// The list to use: `watchlist` itself, or the list `--of` names.
    func list(in watchlist: any WatchlistService) -> any WatchlistService {
        owner.map(watchlist.sharedList(of:)) ?? watchlist
    }

    /// "your watchlist" or "NAME's watchlist", for messages.
    var listName: String {
        owner.map { "\($0)'s watchlist" } ?? "your watchlist"
    }
}
