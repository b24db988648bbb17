import TerminalUIInterface

/// Builds the Template feature's screens, for the app's home screen and other features,
/// which present them without importing the feature.
@MainActor
public protocol TemplateScreenBuildable: Sendable {
    /// The items, and a prompt to add one.
    func makeTemplateScreen() -> any Screen
}
