import ArgumentParser
import CommandInjection

/// The option that chooses real or fixture adapters for `calendar-dev`, declared once and
/// accepted anywhere on the command line.
struct CalendarDevWiring: WiringOptions {
    @Option(help: ArgumentHelp(
        "Keep the air dates in this SQLite file instead of in memory.",
        discussion: "Needs a build with the real adapters: swift build --product calendar-dev --traits CalendarDevAdapters",
        valueName: "path"
    ))
    var database: String?

    init() {}
}
