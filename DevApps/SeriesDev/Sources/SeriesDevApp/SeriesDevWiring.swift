import ArgumentParser
import CommandInjection

/// The option that chooses real or fixture adapters for `series-dev`, declared once and
/// accepted anywhere on the command line.
struct SeriesDevWiring: WiringOptions {
    @Option(help: ArgumentHelp(
        "Keep the items in this SQLite file instead of in memory.",
        discussion: "Needs a build with the real adapters: swift build --product series-dev --traits SeriesDevAdapters",
        valueName: "path"
    ))
    var database: String?

    init() {}
}
