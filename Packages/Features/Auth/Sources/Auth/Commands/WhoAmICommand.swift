import ArgumentParser
import AuthInterface
import Injection
import TerminalUI
import TerminalUIInterface

/// `whoami`: prints the logged-in profile's name.
public struct WhoAmICommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "whoami",
        abstract: "Print the name of the logged-in profile; fails when no one is logged in."
    )

    @Injected var auth: any AuthService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        guard let profile = try await auth.currentProfile() else { throw AuthError.notLoggedIn }
        terminal.writeLine(profile.name)
    }
}
