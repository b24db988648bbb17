/// A piece of interactive UI: the terminal's counterpart of a view controller, and of
/// a `ViewRepresentable` in an interface module. Features declare factories that return `any Screen`,
/// so one feature can present another's screen without knowing its type.
///
/// Screens run on the main actor, like the UI of an app, so the stores they observe can be
/// main-actor objects.
@MainActor
public protocol Screen {
    /// Runs the screen on `terminal` until the person leaves it.
    func run(on terminal: any Terminal) async -> ScreenExit
}

/// How a person left a screen.
public enum ScreenExit: Sendable, Equatable {
    /// Back to the screen that presented this one.
    case back
    /// Leave the app: they chose quit, or input ended (Ctrl-D).
    case quit
}
