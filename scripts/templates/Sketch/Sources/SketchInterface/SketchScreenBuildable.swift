import TerminalUIInterface

/// Builds the Sketch feature's screens, for the app's home screen and other features,
/// which present them without importing the feature.
@MainActor
public protocol SketchScreenBuildable: Sendable {
    /// The items, and a prompt to add one.
    func makeSketchScreen() -> any Screen
}
