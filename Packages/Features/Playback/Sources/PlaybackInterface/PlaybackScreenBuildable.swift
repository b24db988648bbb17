import TerminalUIInterface

/// Builds the Playback feature's screens, for the app's home screen and other features,
/// which present them without importing the feature.
@MainActor
public protocol PlaybackScreenBuildable: Sendable {
    /// The items, and a prompt to add one.
    func makePlaybackScreen() -> any Screen
}
