import Auth
import AuthInterface
import TerminalUI
import TerminalUIInterface

/// The Auth dev app's screens: the real ones, on the dev root's service.
@MainActor
final class DevScreenFactory: AuthScreenBuildable {
    private let root: CompositionRoot

    nonisolated init(root: CompositionRoot) {
        self.root = root
    }

    func makeLogInScreen() -> any Screen {
        LogInScreen(auth: root.authService)
    }

    func makeAccountScreen() -> any Screen {
        AccountScreen(auth: root.authService)
    }
}
