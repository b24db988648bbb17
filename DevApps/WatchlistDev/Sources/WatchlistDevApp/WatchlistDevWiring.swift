import ArgumentParser
import CommandInjection

/// The options that choose real or fixture adapters for `watchlist-dev`, declared once and
/// accepted anywhere on the command line.
struct WatchlistDevWiring: WiringOptions {
    /// The stores `--store` can choose for the list screen.
    enum StoreChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
        case live, mock
    }

    @Option(help: ArgumentHelp(
        "Keep the list in this SQLite file instead of in memory.",
        discussion: "Needs a build with the real adapters: swift build --product watchlist-dev --traits WatchlistDevLive",
        valueName: "path"
    ))
    var database: String?

    @Option(help: ArgumentHelp(
        "The list screen's store: live (the real service) or mock (fixed entries, actions only recorded).",
        valueName: "live|mock"
    ))
    var store: StoreChoice = .live

    @Flag(help: "Start with no one signed in, to try the signed-out path.")
    var signedOut = false

    init() {}
}
