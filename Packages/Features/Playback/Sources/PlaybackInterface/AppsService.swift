import AuthInterface

/// The signed-in profile's apps: what the `apps` commands, the API's `/v1/apps` and the web
/// page's Apps page use. Each method throws `AuthError.notLoggedIn` when no one is signed in.
public protocol AppsService: Sendable {
    /// Every app, by name.
    func apps() async throws -> [AppToken]
    /// Makes an app named `name` (trimmed) whose token may do what `scopes` name.
    /// - Throws: ``PlaybackError`` for a blank, overlong or taken name, no scope or one an app
    ///   may not have; the storage's error when it fails.
    func add(name: String, scopes: [TokenScope]) async throws -> IssuedAppToken
    /// Revokes the app named `name`: its token stops working at once.
    /// - Throws: ``PlaybackError/unknownApp(_:)`` when the profile has no app of that name.
    func revoke(name: String) async throws
}
