import AuthInterface
import AuthPorts
import Foundation

/// A server's accounts as a household: the first profile made is the owner's; after it,
/// visitors sign up as `mode` says (open, by the owner's invitation, or not at all); a
/// profile the owner disabled cannot log in, and its tokens sign no one in. Everything else is
/// `accounts`'.
public struct HouseholdAccounts: TokenAuthenticating, ProfileAdministering, HouseholdAdministering, ProfileStanding {
    private let accounts: TokenAuthService
    private let profiles: any ProfileRepository
    private let store: any HouseholdStore
    private let minting: any AccessTokenMinting
    private let mode: SignUpMode
    private let now: @Sendable () -> Date

    /// The household over `accounts` and its `profiles`, kept in `store`; invitation codes are
    /// made and hashed by `minting`.
    public init(
        accounts: TokenAuthService, profiles: any ProfileRepository, store: any HouseholdStore, minting: any AccessTokenMinting, mode: SignUpMode,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.accounts = accounts
        self.profiles = profiles
        self.store = store
        self.minting = minting
        self.mode = mode
        self.now = now
    }

    public func signUp(name: String, password: String) async throws -> IssuedToken {
        try await signUp(name: name, password: password, invitation: nil)
    }

    public func signUp(name: String, password: String, invitation: String?) async throws -> IssuedToken {
        if try await store.owner() == nil, mode != .closed {
            let issued = try await accounts.signUp(name: name, password: password)
            _ = try await store.claimOwnership(for: issued.profile.id)
            return issued
        }
        switch mode {
        case .open:
            return try await accounts.signUp(name: name, password: password)
        case .closed:
            throw AuthError.signUpsClosed
        case .invitation:
            guard let invitation, !invitation.isEmpty else { throw AuthError.invitationNeeded }
            let hash = minting.hash(invitation)
            let normalized = try ProfileName.normalized(name)
            guard try await store.useInvitation(hash: hash, by: normalized, at: now()) else { throw AuthError.invitationInvalid }
            do {
                return try await accounts.signUp(name: name, password: password)
            } catch {
                try await store.releaseInvitation(hash: hash)
                throw error
            }
        }
    }

    public func logIn(name: String, password: String) async throws -> IssuedToken {
        let issued = try await accounts.logIn(name: name, password: password)
        do {
            try await requireStanding(issued.profile.id)
        } catch {
            try await accounts.logOut(token: issued.token)
            throw error
        }
        return issued
    }

    /// Logs in with the password the owner gave and chooses `newPassword`; for a profile whose
    /// password was not reset, a log-in that also changes it.
    public func logIn(name: String, password: String, newPassword: String) async throws -> IssuedToken {
        let issued = try await accounts.logIn(name: name, password: password)
        do {
            guard try await !store.isDisabled(issued.profile.id) else { throw AuthError.profileDisabled }
            try await accounts.replacePassword(of: issued.profile.id, with: newPassword)
            try await store.setMustChoosePassword(issued.profile.id, false)
        } catch {
            try await accounts.logOut(token: issued.token)
            throw error
        }
        return issued
    }

    public func issuedToken(_ token: String) async throws -> IssuedToken? {
        guard let issued = try await accounts.issuedToken(token), try await !store.isLockedOut(issued.profile.id) else { return nil }
        return issued
    }

    /// Refuses a disabled profile, and one that must choose a new password first.
    private func requireStanding(_ profile: Profile.ID) async throws {
        guard try await !store.isDisabled(profile) else { throw AuthError.profileDisabled }
        guard try await !store.mustChoosePassword(profile) else { throw AuthError.newPasswordNeeded }
    }

    public func logOut(token: String) async throws {
        try await accounts.logOut(token: token)
    }

    public func isEnabled(_ profile: Profile.ID) async throws -> Bool {
        try await !store.isLockedOut(profile)
    }

    /// Creates a profile on the server's machine, whatever `mode` says; the first is the owner.
    public func createProfile(name: String, password: String) async throws -> Profile {
        let profile = try await accounts.createProfile(name: name, password: password)
        _ = try await store.claimOwnership(for: profile.id)
        return profile
    }

    public func members(by actor: Profile?) async throws -> [HouseholdMember] {
        try await requireOwner(actor)
        return try await store.members()
    }

    public func setDisabled(name: String, _ disabled: Bool, by actor: Profile?) async throws -> HouseholdMember {
        try await requireOwner(actor)
        guard let normalized = try? ProfileName.normalized(name), let profile = try await profiles.credentials(named: normalized)?.profile else {
            throw AuthError.unknownProfile(name)
        }
        let owner = try await store.owner()
        if disabled, owner == profile.id { throw AuthError.ownerStaysEnabled }
        try await store.setDisabled(profile.id, disabled)
        return HouseholdMember(profile: profile, isOwner: owner == profile.id, isDisabled: disabled)
    }

    public func resetPassword(name: String, by actor: Profile?) async throws -> String {
        try await requireOwner(actor)
        guard let normalized = try? ProfileName.normalized(name), let profile = try await profiles.credentials(named: normalized)?.profile else {
            throw AuthError.unknownProfile(name)
        }
        // Sixteen letters and digits of a minted token (about 95 random bits): typed from a message.
        let password = String(minting.newToken().filter { $0.isLetter || $0.isNumber }.prefix(16))
        try await accounts.replacePassword(of: profile.id, with: password)
        try await store.setMustChoosePassword(profile.id, true)
        return password
    }

    public func invite(days: Int, by actor: Profile?) async throws -> NewInvitation {
        try await requireOwner(actor)
        guard (1...AuthError.longestInvitationDays).contains(days) else { throw AuthError.invitationDaysOutOfRange(days) }
        let code = minting.newToken()
        let made = now()
        let invitation = try await store.addInvitation(hash: minting.hash(code), createdAt: made, expiresAt: made.addingTimeInterval(Double(days) * 86_400))
        return NewInvitation(invitation: invitation, code: code)
    }

    public func invitations(by actor: Profile?) async throws -> [Invitation] {
        try await requireOwner(actor)
        return try await store.invitations()
    }

    public func revokeInvitation(_ id: Int, by actor: Profile?) async throws {
        try await requireOwner(actor)
        guard try await store.revokeInvitation(id) else { throw AuthError.unknownInvitation(id) }
    }

    /// Refuses anyone but the owner; the server's machine (`nil`) is the operator's.
    private func requireOwner(_ actor: Profile?) async throws {
        guard let actor else { return }
        guard try await store.owner() == actor.id else { throw AuthError.ownerOnly }
    }
}
