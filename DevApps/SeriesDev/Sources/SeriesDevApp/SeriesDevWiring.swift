import ArgumentParser
import CommandInjection

/// The options that choose real or fixture adapters for `series-dev`, declared once and
/// accepted anywhere on the command line.
struct SeriesDevWiring: WiringOptions {
    /// Which series the dev app knows.
    enum Catalog: String, ExpressibleByArgument, CaseIterable {
        case fixture, embedded
    }

    @Option(help: ArgumentHelp(
        "The series: fixture (a few made-up ones with every edge case: specials, an unnumbered episode, two series with one title) or embedded (the app's well-known series).",
        valueName: "catalog"
    ))
    var catalog: Catalog = .fixture

    @Option(help: ArgumentHelp(
        "Keep follows and viewings in this SQLite file instead of in memory.",
        discussion: "Needs a build with the real adapters: swift build --product series-dev --traits SeriesDevAdapters",
        valueName: "path"
    ))
    var database: String?

    init() {}
}
