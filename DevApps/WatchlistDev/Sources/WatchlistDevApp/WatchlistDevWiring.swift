import ArgumentParser
import CommandInjection
import DevComposition

/// The options that choose fixtures for `watchlist-dev`, declared once and accepted anywhere on
/// the command line.
public struct WatchlistDevWiring: DevWiringOptions {
    /// The screen models `--model` can choose for the list screen.
    public enum ModelChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
        case service, mock

        /// Also accepts `live`, the earlier name of `service`.
        public init?(argument: String) {
            self.init(rawValue: argument == "live" ? "service" : argument)
        }
    }

    @Option(name: [.customLong("model"), .customLong("store")], help: ArgumentHelp(
        "The list screen's model: service (the real service) or mock (fixed entries, actions only recorded). --store and live are its earlier names.",
        valueName: "service|mock"
    ))
    public var model: ModelChoice = .service

    @Flag(help: "Start with no one signed in, to try the signed-out path.")
    public var signedOut = false

    @OptionGroup public var storage: DevWiring

    public var database: String? { storage.database }

    public var requestTimeout: Duration { storage.requestTimeout }

    public init() {}
}
