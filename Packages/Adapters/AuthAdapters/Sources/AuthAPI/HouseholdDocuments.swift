import AuthInterface
import Foundation

/// `GET /v1/household`: the server's profiles and invitations, for its owner.
public struct HouseholdDocument: Codable, Sendable {
    /// Every profile, by name.
    public let profiles: [MemberDocument]
    /// The invitations, newest first.
    public let invitations: [InvitationDocument]

    /// Creates one.
    public init(profiles: [MemberDocument], invitations: [InvitationDocument]) {
        self.profiles = profiles
        self.invitations = invitations
    }
}

/// A profile as the owner sees it.
public struct MemberDocument: Codable, Sendable, Equatable {
    /// Its name.
    public let name: String
    /// Whether it owns the server.
    public let owner: Bool
    /// Whether it is disabled.
    public let disabled: Bool

    /// The document of `member`.
    public init(_ member: HouseholdMember) {
        name = member.profile.name
        owner = member.isOwner
        disabled = member.isDisabled
    }
}

/// An invitation, without its code.
public struct InvitationDocument: Codable, Sendable, Equatable {
    /// Its number.
    public let id: Int
    /// When it was made.
    public let createdAt: Date
    /// When it stops working.
    public let expiresAt: Date
    /// The profile that signed up with it, if one did.
    public let usedBy: String?
    /// Whether it was revoked.
    public let revoked: Bool

    /// The document of `invitation`.
    public init(_ invitation: Invitation) {
        id = invitation.id
        createdAt = invitation.createdAt
        expiresAt = invitation.expiresAt
        usedBy = invitation.usedBy
        revoked = invitation.isRevoked
    }
}

/// `POST /v1/household/invitations`: how many days it lives (7 when absent).
public struct NewInvitationDocument: Codable, Sendable {
    /// Days, 1 to 30.
    public let days: Int?

    /// Creates one.
    public init(days: Int?) {
        self.days = days
    }
}

/// An invitation just made: its code and the sign-up page's path with it, shown this once.
public struct MadeInvitationDocument: Codable, Sendable {
    /// The invitation.
    public let invitation: InvitationDocument
    /// Its code.
    public let code: String
    /// The sign-up page with the code: `/signup?invitation=CODE`.
    public let path: String

    /// The document of `made`.
    public init(_ made: NewInvitation) {
        invitation = InvitationDocument(made.invitation)
        code = made.code
        path = "/signup?invitation=\(made.code)"
    }
}

/// `POST /v1/household/profiles/{name}/reset-password`: the password to hand over, shown once.
public struct ResetPasswordDocument: Codable, Sendable {
    /// The profile's name.
    public let name: String
    /// The password it logs in with once, choosing its own.
    public let password: String

    /// Creates one.
    public init(name: String, password: String) {
        self.name = name
        self.password = password
    }
}
