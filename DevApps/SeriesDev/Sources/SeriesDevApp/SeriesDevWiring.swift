import ArgumentParser
import DevComposition

/// `series-dev`'s wiring options, declared once and accepted anywhere on the command line:
/// which series it knows, and where it keeps follows and viewings.
public struct SeriesDevWiring: DevWiringOptions {
    /// Which series the dev app knows.
    public enum Catalog: String, ExpressibleByArgument, CaseIterable, Sendable {
        case fixture, embedded
    }

    @Option(help: ArgumentHelp(
        "The series: fixture (a few made-up ones with every edge case: specials, an unnumbered episode, two series with one title) or embedded (the app's well-known series).",
        valueName: "catalog"
    ))
    public var catalog: Catalog = .fixture

    @OptionGroup public var storage: DevWiring

    public var database: String? { storage.database }

    public var requestTimeout: Duration { storage.requestTimeout }

    public init() {}
}
