/// What the commands, the screen, the web page and other features use: the signed-in
/// profile's items. Each method throws `AuthError.notLoggedIn` when no one is signed in.
public protocol PlaybackService: Sendable {
    /// Every item, oldest first.
    func items() async throws -> [PlaybackItem]
    /// Adds an item with `text`, trimmed.
    /// - Throws: ``PlaybackError`` for blank or overlong text; the storage's error when it fails.
    func add(_ text: String) async throws -> PlaybackItem
}
