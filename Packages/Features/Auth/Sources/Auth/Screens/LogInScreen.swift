import AuthInterface
import TerminalUI
import TerminalUIInterface

/// Asks for a profile name and password until they are right, or the person gives up
/// (an empty name goes back; end of input quits).
public struct LogInScreen: Screen {
    private let auth: any AuthService

    /// Creates the screen.
    public init(auth: any AuthService) {
        self.auth = auth
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        terminal.writeLine(terminal.style.bold("Log in") + terminal.style.dim("  (empty name to go back)"))
        while true {
            guard let name = terminal.ask("Profile name: ") else { return .quit }
            if name.isEmpty { return .back }
            guard let password = terminal.readSecret(prompt: "Password: ") else { return .quit }
            do {
                let profile = try await auth.logIn(name: name, password: password)
                terminal.writeLine(terminal.style.green("Logged in as \(profile.name)."))
                return .back
            } catch {
                terminal.showProblem("\(error)")
            }
        }
    }
}
