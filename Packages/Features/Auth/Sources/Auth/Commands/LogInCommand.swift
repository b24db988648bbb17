import ArgumentParser
import AuthInterface
import Injection
import TerminalUI
import TerminalUIInterface

/// `login <name> [--password-stdin]`: starts a session.
public struct LogInCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in to a profile; the session lasts until `logout`.",
        discussion: """
        Examples:
          login ada                                  (asks for the password)
          printf '%s\\n' "$PASSWORD" | login ada --password-stdin
        """
    )

    @Argument(help: "The profile's name.")
    var name: String

    @Flag(help: "Read the password from the first line of standard input instead of asking.")
    var passwordStdin = false

    @Injected var auth: any AuthService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let password = try PasswordInput.read(from: terminal, passwordStdin: passwordStdin, prompt: "Password for \(name): ")
        let profile = try await auth.logIn(name: name, password: password)
        terminal.writeLine("Logged in as \(profile.name).")
    }
}
