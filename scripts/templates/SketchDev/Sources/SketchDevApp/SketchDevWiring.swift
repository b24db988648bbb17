import ArgumentParser
import CommandInjection

/// The option that chooses real or fixture adapters for `sketch-dev`, declared once and
/// accepted anywhere on the command line.
struct SketchDevWiring: WiringOptions {
    @Option(help: ArgumentHelp(
        "Keep the items in this SQLite file instead of in memory.",
        discussion: "Needs a build with the real adapters: swift build --product sketch-dev --traits SketchDevAdapters",
        valueName: "path"
    ))
    var database: String?

    init() {}
}
