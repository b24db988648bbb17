
/// The signed-in profile's hooks and their inbox, on this machine or on a server. Every call
/// throws `AuthError.notLoggedIn` when no one is signed in.
public protocol HookManaging: Sendable {
    /// Makes a hook for events from `server`, counting only `mediaUser`'s when given.
    func create(_ server: MediaServer, mediaUser: String?) async throws -> CreatedHook
    /// Every hook, oldest first, each with its last event.
    func hooks() async throws -> [Hook]
    /// Ends a hook at once: its URL answers 404 from now on.
    /// - Throws: ``HookError/noSuchHook(_:)``.
    func revoke(_ id: Int) async throws
    /// The hook's last events, newest first.
    /// - Throws: ``HookError/noSuchHook(_:)``.
    func events(of id: Int) async throws -> [HookEvent]
    /// The playbacks that wait for a person, oldest first.
    func inbox() async throws -> [InboxItem]
    /// Records inbox item `number` as viewings of what `choice` names, and removes it from
    /// the inbox.
    /// - Throws: ``HookError/noSuchInboxItem(_:)``, ``HookError/choiceDoesNotFit(number:episode:)``
    ///   for a film chosen for an episode or the other way round, and an ``InboxChoiceError`` for an
    ///   episode choice that names no series, several, or no such episode.
    func resolve(_ number: Int, as choice: InboxChoice) async throws -> HookEvent
    /// Removes inbox item `number`, recording nothing.
    /// - Throws: ``HookError/noSuchInboxItem(_:)``.
    func dismiss(_ number: Int) async throws
}
