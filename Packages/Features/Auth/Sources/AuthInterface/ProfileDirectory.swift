/// Looks profiles up by name or id, for a feature that refers to other profiles (sharing a
/// list). It reveals names and ids only, never credentials.
public protocol ProfileDirectory: Sendable {
    /// The profile with this name, as people type it (case and spaces are normalized), or
    /// `nil` when there is none or the name is not a valid one.
    func profile(named name: String) async throws -> Profile?
    /// The profile with this id, or `nil`.
    func profile(id: Profile.ID) async throws -> Profile?
}
