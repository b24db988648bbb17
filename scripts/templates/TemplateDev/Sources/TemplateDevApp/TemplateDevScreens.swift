import Template
import TemplateInterface
import TerminalUI
import TerminalUIInterface

/// The Template dev app's screens: the real ones, on the dev root's service.
@MainActor
final class TemplateDevScreens: TemplateScreenBuildable {
    private let root: TemplateDevRoot

    nonisolated init(root: TemplateDevRoot) {
        self.root = root
    }

    func makeTemplateScreen() -> any Screen {
        TemplateScreen(service: root.templateService)
    }
}
