import SketchCLI
import SketchInterface
import TerminalUI
import TerminalUIInterface

/// The Sketch dev app's screens: the real ones, on the dev root's service.
@MainActor
final class SketchDevScreens: SketchScreenBuildable {
    private let root: SketchDevRoot

    nonisolated init(root: SketchDevRoot) {
        self.root = root
    }

    func makeSketchScreen() -> any Screen {
        SketchScreen(service: root.sketchService)
    }
}
