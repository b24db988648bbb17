import AppComposition
import ArgumentParser
import CommandInjection
import Injection
import TerminalUI
import TerminalUIInterface

/// A dev app's command: its feature's commands as `watchlist` has them, each taking the wiring
/// options (those that `watchlist`'s options do not change too, for `--database` changes them
/// all); with no arguments on a terminal, the feature's entries of the home menu.
public struct DevAppCommand<App: DevApp>: AsyncParsableCommand, CarriesWiring {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: App.executable,
            abstract: App.abstract,
            discussion: App.discussion + "\n\nThe wiring options are accepted anywhere on the command line.",
            subcommands: App.Wiring.wiring(App.feature.commands(.none) + App.feature.commandsWithoutWiring)
        )
    }

    @OptionGroup(title: "Wiring options") public var wiring: App.Wiring

    @Injected var menu: AppHomeMenu
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let menu = menu
        _ = await presentScreenOrHelp(on: terminal, help: Self.helpMessage()) { menu.makeHomeScreen() }
    }
}
