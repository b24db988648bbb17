import SeriesCLI
import SeriesInterface
import TerminalUI
import TerminalUIInterface

/// The Series dev app's screens: the real ones, on the dev root's service.
@MainActor
final class SeriesDevScreens: SeriesScreenBuildable {
    private let root: SeriesDevRoot

    nonisolated init(root: SeriesDevRoot) {
        self.root = root
    }

    func makeSeriesScreen() -> any Screen {
        SeriesScreen(service: root.seriesService)
    }
}
