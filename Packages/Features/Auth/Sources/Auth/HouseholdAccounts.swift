import AuthInterface
import AuthPorts
import Foundation

/// A server's accounts as a household: the first profile made is the owner's; after it,
/// visitors sign up as `mode` says (open, by the owner's invitation, or not at all); a
/// profile the owner disabled cannot log in, and its tokens sign no one in; a profile with
/// two-factor log-in gives its code too; with `passwords` off, no one logs in or signs up
/// with a password (the identity provider signs them in). Everything else is `accounts`'.
public struct HouseholdAccounts: TokenAuthenticating, ProfileAdministering, HouseholdAdministering, ProfileStanding, TwoFactorAdministering {
    private let accounts: TokenAuthService
    private let profiles: any ProfileRepository
    private let store: any HouseholdStore
    private let twoFactor: TwoFactorLogIn
    private let minting: any AccessTokenMinting
    private let mode: SignUpMode
    private let passwords: Bool
    private let now: @Sendable () -> Date

    /// The household over `accounts` and its `profiles`, kept in `store`, with `twoFactor`'s
    /// codes; invitation codes are made and hashed by `minting`.
    public init(
        accounts: TokenAuthService, profiles: any ProfileRepository, store: any HouseholdStore, twoFactor: TwoFactorLogIn,
        minting: any AccessTokenMinting, mode: SignUpMode, passwords: Bool = true, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.accounts = accounts
        self.profiles = profiles
        self.store = store
        self.twoFactor = twoFactor
        self.minting = minting
        self.mode = mode
        self.passwords = passwords
        self.now = now
    }

    public func signUp(name: String, password: String) async throws -> IssuedToken {
        try await signUp(name: name, password: password, invitation: nil)
    }

    public func signUp(name: String, password: String, invitation: String?) async throws -> IssuedToken {
        guard passwords else { throw AuthError.passwordsOff }
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
        try await logIn(PasswordLogIn(name: name, password: password))
    }

    /// Logs in with the password the owner gave and chooses `newPassword`; for a profile whose
    /// password was not reset, a log-in that also changes it.
    public func logIn(name: String, password: String, newPassword: String) async throws -> IssuedToken {
        try await logIn(PasswordLogIn(name: name, password: password, newPassword: newPassword))
    }

    /// Checks the password, then that the profile is enabled, then its second factor, then
    /// that it need not choose a new password (or chooses it); only then is a token issued.
    public func logIn(_ attempt: PasswordLogIn) async throws -> IssuedToken {
        guard passwords else { throw AuthError.passwordsOff }
        let profile = try await accounts.verify(name: attempt.name, password: attempt.password)
        guard try await !store.isDisabled(profile.id) else { throw AuthError.profileDisabled }
        try await twoFactor.check(profile.id, code: attempt.code)
        if let newPassword = attempt.newPassword {
            try await accounts.replacePassword(of: profile.id, with: newPassword)
            try await store.setMustChoosePassword(profile.id, false)
        } else if try await store.mustChoosePassword(profile.id) {
            throw AuthError.newPasswordNeeded
        }
        return try await accounts.issue(for: profile)
    }

    /// A token for `profile`, whom the identity provider signed in: refused when the owner
    /// disabled it.
    public func signIn(_ profile: Profile) async throws -> IssuedToken {
        guard try await !store.isDisabled(profile.id) else { throw AuthError.profileDisabled }
        return try await accounts.issue(for: profile)
    }

    public func issuedToken(_ token: String) async throws -> IssuedToken? {
        guard let issued = try await accounts.issuedToken(token), try await !store.isLockedOut(issued.profile.id) else { return nil }
        return issued
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
        // Whoever lost their password may have lost their authenticator too: they set it up again.
        try await twoFactor.remove(profile.id)
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

    public func twoFactorStatus(of profile: Profile) async throws -> TwoFactorStatus {
        try await twoFactor.status(of: profile)
    }

    public func beginTwoFactor(for profile: Profile) async throws -> TwoFactorEnrolment {
        try await twoFactor.begin(for: profile)
    }

    public func confirmTwoFactor(for profile: Profile, code: String) async throws -> [String] {
        try await twoFactor.confirm(for: profile, code: code)
    }

    public func turnOffTwoFactor(for profile: Profile, password: String) async throws {
        guard try await accounts.verify(name: profile.name, password: password).id == profile.id else { throw AuthError.invalidCredentials }
        try await twoFactor.remove(profile.id)
    }
}
