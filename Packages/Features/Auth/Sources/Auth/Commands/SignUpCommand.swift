import ArgumentParser
import AuthInterface
import AuthPorts
import Injection
import TerminalUI
import TerminalUIInterface

/// `signup <name> [--password-stdin]`: creates a profile and logs it in.
public struct SignUpCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "signup",
        abstract: "Create a password-protected profile and log in to it.",
        discussion: """
        Names are 1 to 32 letters, digits, '-', '_' or '.', and ignore case. Passwords need \
        at least 8 characters; only a salted PBKDF2 hash is stored.

        Examples:
          signup ada                                 (asks for the password twice)
          printf '%s\\n' "$PASSWORD" | signup ada --password-stdin
        """
    )

    @Argument(help: "The new profile's name.")
    var name: String

    @Flag(help: "Read the password from the first line of standard input instead of asking.")
    var passwordStdin = false

    @Injected var auth: any AuthService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let normalized = try ProfileName.normalized(name)
        let password = try PasswordInput.readNew(from: terminal, passwordStdin: passwordStdin)
        let profile = try await auth.signUp(name: normalized, password: password)
        terminal.writeLine("Signed up and logged in as \(profile.name).")
    }
}
