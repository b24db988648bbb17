import TerminalUIInterface

/// Builds the Series feature's screens, for the app's home screen and other features,
/// which present them without importing the feature.
@MainActor
public protocol SeriesScreenBuildable: Sendable {
    /// The items, and a prompt to add one.
    func makeSeriesScreen() -> any Screen
}
