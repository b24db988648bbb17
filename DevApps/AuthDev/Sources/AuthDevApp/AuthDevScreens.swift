import Auth
import AuthInterface
import TerminalUI
import TerminalUIInterface

/// The Auth dev app's screens: the real ones, on the dev root's service.
@MainActor
final class AuthDevScreens: AuthScreenBuildable {
    private let root: AuthDevRoot

    nonisolated init(root: AuthDevRoot) {
        self.root = root
    }

    func makeLogInScreen() -> any Screen {
        LogInScreen(auth: root.authService)
    }

    func makeAccountScreen() -> any Screen {
        AccountScreen(auth: root.authService)
    }
}
