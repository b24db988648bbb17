import ArgumentParser
import AuthInterface
import Injection
import TerminalUI
import TerminalUIInterface

/// `logout`: ends the session.
public struct LogOutCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Log out of the current profile."
    )

    @Injected var auth: any AuthService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        if let profile = try await auth.logOut() {
            terminal.writeLine("Logged out of \(profile.name).")
        } else {
            terminal.writeLine("No one was logged in.")
        }
    }
}
