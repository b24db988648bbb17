import AuthInterface
import TerminalUI
import TerminalUIInterface

/// Sign up, log in and log out, from a menu.
public struct AccountScreen: Screen {
    private let auth: any AuthService

    /// Creates the screen.
    public init(auth: any AuthService) {
        self.auth = auth
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        while true {
            let current = (try? await auth.currentProfile()) ?? nil
            terminal.writeLine()
            terminal.writeLine(terminal.style.bold("Account") + "  " + (current.map { "logged in as \($0.name)" } ?? "not logged in"))
            let menu = Menu(items: [
                .init(key: "1", letter: "s", title: "Sign up"),
                .init(key: "2", letter: "l", title: "Log in"),
                .init(key: "3", letter: "o", title: "Log out"),
                .init(key: "4", letter: "b", title: "Back"),
            ])
            switch menu.choose(on: terminal) {
            case nil: return .quit
            case "1": if await signUp(on: terminal) == .quit { return .quit }
            case "2": if await LogInScreen(auth: auth).run(on: terminal) == .quit { return .quit }
            case "3": await logOut(on: terminal)
            default: return .back
            }
        }
    }

    private func signUp(on terminal: any Terminal) async -> ScreenExit {
        guard let name = terminal.ask("New profile name: ") else { return .quit }
        if name.isEmpty { return .back }
        guard let password = terminal.readSecret(prompt: "Choose a password (at least \(AuthError.minimumPasswordLength) characters): ") else { return .quit }
        guard let repeated = terminal.readSecret(prompt: "Repeat the password: ") else { return .quit }
        do {
            guard password == repeated else { throw AuthError.passwordsDiffer }
            let profile = try await auth.signUp(name: name, password: password)
            terminal.writeLine(terminal.style.green("Signed up and logged in as \(profile.name)."))
        } catch {
            terminal.showProblem("\(error)")
        }
        return .back
    }

    private func logOut(on terminal: any Terminal) async {
        do {
            let profile = try await auth.logOut()
            terminal.writeLine(profile.map { "Logged out of \($0.name)." } ?? "No one was logged in.")
        } catch {
            terminal.showProblem("\(error)")
        }
    }
}
