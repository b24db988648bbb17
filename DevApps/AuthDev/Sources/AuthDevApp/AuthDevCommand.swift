import ArgumentParser
import Auth
import CommandInjection
import Injection
import TerminalUI
import TerminalUIInterface

/// The dev app's command: the Auth feature's commands; with no arguments on a terminal,
/// the account screen.
struct AuthDevCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "auth-dev",
        abstract: "Run the Auth feature alone, in memory or on an SQLite file.",
        discussion: """
        With no arguments on a terminal it opens the account screen. In memory, profiles \
        last for one run, so try the screen, or use --database to keep them.

        The wiring option --database (SQLite and real PBKDF2 hashing instead of memory and \
        instant test hashing) is accepted anywhere on the command line; it needs a build with \
        the real adapters: swift build --product auth-dev --traits AuthDevAdapters

        Examples:
          auth-dev
          printf 'longpassword\\n' | auth-dev signup ada --password-stdin
        """,
        subcommands: AuthDevWiring.wiring(AuthCommands.all)
    )

    @OptionGroup(title: "Wiring options") var wiring: AuthDevWiring

    @Injected var screens: AuthDevScreens
    @Injected var terminal: any Terminal

    func run() async throws {
        _ = await presentScreenOrHelp(on: terminal, help: Self.helpMessage()) { screens.makeAccountScreen() }
    }
}
