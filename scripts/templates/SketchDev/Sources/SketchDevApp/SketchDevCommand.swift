import ArgumentParser
import CommandInjection
import Injection
import SketchCLI
import TerminalUI
import TerminalUIInterface

/// The dev app's command: the Sketch feature's commands; with no arguments on a terminal,
/// the feature's screen.
struct SketchDevCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "sketch-dev",
        abstract: "Run the Sketch feature alone, in memory or on an SQLite file.",
        discussion: """
        With no arguments on a terminal it opens the feature's screen. In memory, items last \
        for one run, so try the screen, or use --database to keep them.

        The wiring option --database is accepted anywhere on the command line; it needs a \
        build with the real adapters: swift build --product sketch-dev --traits SketchDevAdapters

        Examples:
          sketch-dev add "first item"
          sketch-dev --database /tmp/sketch.sqlite list
        """,
        subcommands: SketchDevWiring.wiring(SketchCommands.items)
    )

    @OptionGroup(title: "Wiring options") var wiring: SketchDevWiring

    @Injected var screens: SketchDevScreens
    @Injected var terminal: any Terminal

    func run() async throws {
        _ = await presentScreenOrHelp(on: terminal, help: Self.helpMessage()) { screens.makeSketchScreen() }
    }
}
