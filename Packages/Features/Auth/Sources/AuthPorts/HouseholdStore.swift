import AuthInterface
import Foundation

/// Storage of a server's household: who owns it, who is disabled, and the invitations (by
/// their code's hash, so a stolen copy of the store lets no one sign up).
public protocol HouseholdStore: Sendable {
    /// The owner; nil before the first profile.
    func owner() async throws -> Profile.ID?
    /// Makes `profile` the owner when there is none yet: whether it became it. Two profiles
    /// made at once: one of them only.
    func claimOwnership(for profile: Profile.ID) async throws -> Bool
    /// Whether `profile` is disabled.
    func isDisabled(_ profile: Profile.ID) async throws -> Bool
    /// Disables or re-enables `profile`.
    func setDisabled(_ profile: Profile.ID, _ disabled: Bool) async throws
    /// Whether `profile` must choose a new password before it is signed in again.
    func mustChoosePassword(_ profile: Profile.ID) async throws -> Bool
    /// Sets or clears that `profile` must choose a new password.
    func setMustChoosePassword(_ profile: Profile.ID, _ must: Bool) async throws
    /// Whether no token of `profile` may sign it in: it is disabled, or must choose a new
    /// password. One question, asked of every request.
    func isLockedOut(_ profile: Profile.ID) async throws -> Bool
    /// Every profile, by name, with its standing.
    func members() async throws -> [HouseholdMember]
    /// Keeps a new invitation by its code's hash; its number.
    func addInvitation(hash: Data, createdAt: Date, expiresAt: Date) async throws -> Invitation
    /// Marks the invitation with this hash used by `name`, when it is live at `now`: whether
    /// it was. Two sign-ups with one code at once: one of them only.
    func useInvitation(hash: Data, by name: String, at now: Date) async throws -> Bool
    /// Makes an invitation just used usable again: the sign-up it was used for failed.
    func releaseInvitation(hash: Data) async throws
    /// The invitations, newest first.
    func invitations() async throws -> [Invitation]
    /// Revokes the unused invitation `id`: whether there was one.
    func revokeInvitation(_ id: Int) async throws -> Bool
}
