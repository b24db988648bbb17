import TerminalUIInterface

/// Builds the Auth feature's screens. Other features ask for them through this protocol
/// (a `Buildable` factory in an interface module): Watchlist presents log-in without importing Auth.
@MainActor
public protocol AuthScreenBuildable: Sendable {
    /// Asks for a profile name and password and signs in.
    func makeLogInScreen() -> any Screen
    /// Sign up, log in and log out.
    func makeAccountScreen() -> any Screen
}
