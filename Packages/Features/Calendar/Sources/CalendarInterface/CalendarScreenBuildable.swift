import TerminalUIInterface

/// Builds the Calendar feature's screens, for the app's home screen and other features,
/// which present them without importing the feature.
@MainActor
public protocol CalendarScreenBuildable: Sendable {
    /// The items, and a prompt to add one.
    func makeCalendarScreen() -> any Screen
}
