import TerminalUIInterface

/// Builds the Lists feature's screens, for the app's home screen and other features,
/// which present them without importing the feature.
@MainActor
public protocol ListsScreenBuildable: Sendable {
    /// The items, and a prompt to add one.
    func makeListsScreen() -> any Screen
}
