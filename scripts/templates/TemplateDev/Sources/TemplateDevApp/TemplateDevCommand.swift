import ArgumentParser
import CommandInjection
import Injection
import Template
import TerminalUI
import TerminalUIInterface

/// The dev app's command: the Template feature's commands; with no arguments on a terminal,
/// the feature's screen.
struct TemplateDevCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "template-dev",
        abstract: "Run the Template feature alone, in memory or on a JSON file.",
        discussion: """
        With no arguments on a terminal it opens the feature's screen. In memory, items last \
        for one run, so try the screen, or use --file to keep them.

        The wiring option --file is accepted anywhere on the command line.

        Examples:
          template-dev --file /tmp/items.json add "first item"
          template-dev --file /tmp/items.json list
        """,
        subcommands: TemplateDevWiring.wiring(TemplateCommands.all)
    )

    @OptionGroup(title: "Wiring options") var wiring: TemplateDevWiring

    @Injected var screens: TemplateDevScreens
    @Injected var terminal: any Terminal

    func run() async throws {
        _ = await presentScreenOrHelp(on: terminal, help: Self.helpMessage()) { screens.makeTemplateScreen() }
    }
}
