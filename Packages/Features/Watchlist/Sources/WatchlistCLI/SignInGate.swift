import AuthInterface
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// Makes sure someone is signed in before a watchlist command runs. On a terminal it
/// presents the log-in screen, which it gets from the Auth feature only through
/// `AuthScreenBuildable` (one feature presents another's screen through its interface); elsewhere it fails with
/// `AuthError.notLoggedIn`.
struct SignInGate {
    let service: any WatchlistService
    let authScreens: any AuthScreenBuildable
    let terminal: any Terminal

    func requireProfile() async throws {
        if try await service.currentProfile() != nil { return }
        guard terminal.isInteractive else { throw AuthError.notLoggedIn }
        terminal.writeLine("You need to log in first.")
        _ = await presentScreen(on: terminal) { authScreens.makeLogInScreen() }
        guard try await service.currentProfile() != nil else { throw AuthError.notLoggedIn }
    }
}
