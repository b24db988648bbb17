import Foundation

/// Who may create a profile on a server.
public enum SignUpMode: String, CaseIterable, Sendable {
    /// Anyone who reaches the server.
    case open
    /// The first visitor, who becomes the owner; after them, only those the owner invites.
    case invitation
    /// No visitor: only `profiles add` on the server's machine.
    case closed
}

/// A profile as its server's owner sees it.
public struct HouseholdMember: Hashable, Sendable {
    /// The profile.
    public let profile: Profile
    /// Whether it is the server's owner: the first profile made on it.
    public let isOwner: Bool
    /// Whether the owner disabled it: it cannot log in, and its tokens sign no one in.
    public let isDisabled: Bool

    /// Creates one.
    public init(profile: Profile, isOwner: Bool, isDisabled: Bool) {
        self.profile = profile
        self.isOwner = isOwner
        self.isDisabled = isDisabled
    }
}

/// An invitation to sign up: single use, until it expires or the owner revokes it.
public struct Invitation: Hashable, Sendable {
    /// Its number on the server.
    public let id: Int
    /// When it was made.
    public let createdAt: Date
    /// When it stops working.
    public let expiresAt: Date
    /// The profile that signed up with it, if one did.
    public let usedBy: String?
    /// Whether the owner revoked it.
    public let isRevoked: Bool

    /// Creates one.
    public init(id: Int, createdAt: Date, expiresAt: Date, usedBy: String?, isRevoked: Bool) {
        self.id = id
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.usedBy = usedBy
        self.isRevoked = isRevoked
    }

    /// Whether it may still be used at `now`.
    public func isLive(at now: Date) -> Bool {
        usedBy == nil && !isRevoked && now < expiresAt
    }
}

/// An invitation just made, with its code, which is shown this once: the server keeps only
/// its hash.
public struct NewInvitation: Hashable, Sendable {
    /// The invitation.
    public let invitation: Invitation
    /// The code a visitor signs up with.
    public let code: String

    /// Creates one.
    public init(invitation: Invitation, code: String) {
        self.invitation = invitation
        self.code = code
    }
}

/// What a server's owner does with its profiles and invitations; on the server's machine
/// (`by: nil`), its operator does the same. Nothing a request says makes anyone an owner.
public protocol HouseholdAdministering: Sendable {
    /// Every profile, by name.
    /// - Throws: ``AuthError/ownerOnly`` when `actor` is not the owner.
    func members(by actor: Profile?) async throws -> [HouseholdMember]
    /// Disables or re-enables the profile `name`; a disabled one cannot log in, and its
    /// tokens sign no one in.
    /// - Throws: ``AuthError/ownerOnly``, ``AuthError/unknownProfile(_:)``,
    ///   ``AuthError/ownerStaysEnabled``.
    func setDisabled(name: String, _ disabled: Bool, by actor: Profile?) async throws -> HouseholdMember
    /// Gives the profile `name` a new password, returned to be handed over, and ends its
    /// sessions: at its next log-in, with that password, it chooses its own.
    /// - Throws: ``AuthError/ownerOnly``, ``AuthError/unknownProfile(_:)``.
    func resetPassword(name: String, by actor: Profile?) async throws -> String
    /// A new invitation that works for `days` days.
    /// - Throws: ``AuthError/ownerOnly``, ``AuthError/invitationDaysOutOfRange(_:)``.
    func invite(days: Int, by actor: Profile?) async throws -> NewInvitation
    /// The invitations made, newest first.
    /// - Throws: ``AuthError/ownerOnly``.
    func invitations(by actor: Profile?) async throws -> [Invitation]
    /// Revokes an invitation not yet used.
    /// - Throws: ``AuthError/ownerOnly``, ``AuthError/unknownInvitation(_:)``.
    func revokeInvitation(_ id: Int, by actor: Profile?) async throws
}

/// Whether a profile may still be signed in: what a feature's own tokens (an app's) are
/// checked against, so that a profile the owner disabled is locked out of every door.
public protocol ProfileStanding: Sendable {
    /// Whether `profile` is enabled.
    func isEnabled(_ profile: Profile.ID) async throws -> Bool
}
