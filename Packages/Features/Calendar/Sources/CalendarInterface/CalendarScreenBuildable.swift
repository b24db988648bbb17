import TerminalUIInterface

/// Builds the Calendar feature's screens, for the app's home screen and other features,
/// which present them without importing the feature.
@MainActor
public protocol CalendarScreenBuildable: Sendable {
    /// What airs this week, and a refresh on request.
    func makeCalendarScreen() -> any Screen
}
