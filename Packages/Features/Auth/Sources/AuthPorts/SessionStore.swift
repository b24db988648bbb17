import AuthInterface

/// Storage of the current session: at most one signed-in profile.
public protocol SessionStore: Sendable {
    /// The signed-in profile's id, or `nil`.
    func currentProfileID() throws -> Profile.ID?
    /// Signs `id` in, replacing any earlier session.
    func begin(for id: Profile.ID) throws
    /// Ends the session.
    func end() throws
}
