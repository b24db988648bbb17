import ArgumentParser
import CommandInjection

/// The options that choose real or fixture adapters for `watchlist-dev`, declared once and
/// accepted anywhere on the command line.
struct WatchlistDevWiring: WiringOptions {
    /// The screen models `--model` can choose for the list screen.
    enum ModelChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
        case service, mock

        /// Also accepts `live`, the earlier name of `service`.
        init?(argument: String) {
            self.init(rawValue: argument == "live" ? "service" : argument)
        }
    }

    @Option(help: ArgumentHelp(
        "Keep the list in this SQLite file instead of in memory.",
        discussion: "Needs a build with the real adapters: swift build --product watchlist-dev --traits WatchlistDevAdapters",
        valueName: "path"
    ))
    var database: String?

    @Option(name: [.customLong("model"), .customLong("store")], help: ArgumentHelp(
        "The list screen's model: service (the real service) or mock (fixed entries, actions only recorded). --store and live are its earlier names.",
        valueName: "service|mock"
    ))
    var model: ModelChoice = .service

    @Flag(help: "Start with no one signed in, to try the signed-out path.")
    var signedOut = false

    init() {}
}
