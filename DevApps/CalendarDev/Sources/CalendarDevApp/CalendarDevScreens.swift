import CalendarCLI
import CalendarInterface
import TerminalUI
import TerminalUIInterface

/// The Calendar dev app's screens: the real ones, on the dev root's service.
@MainActor
final class CalendarDevScreens: CalendarScreenBuildable {
    private let root: CalendarDevRoot

    nonisolated init(root: CalendarDevRoot) {
        self.root = root
    }

    func makeCalendarScreen() -> any Screen {
        CalendarScreen(service: root.calendarService, invocation: CalendarDevRoot.invocation)
    }
}
