import TerminalUIInterface

/// Builds the Series feature's screens, for the app's home screen and other features,
/// which present them without importing the feature.
@MainActor
public protocol SeriesScreenBuildable: Sendable {
    /// The followed series with progress, and each series' seasons with a mark per episode.
    func makeSeriesScreen() -> any Screen
}
