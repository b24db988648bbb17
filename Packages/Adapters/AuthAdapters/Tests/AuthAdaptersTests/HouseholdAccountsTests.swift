import AuthCrypto
import AuthInterface
import AuthOTP
import AuthPorts
import AuthSQLite
import AuthTesting
import Foundation
import Storage
import Testing
@testable import Auth

/// The household on a real SQLite database: the first profile is the owner, invitations let
/// one visitor each sign up, a disabled profile is locked out, and only the owner administers.
@Suite struct HouseholdAccountsTests {
    private let database = DatabaseProvider(location: .inMemory, migrations: AuthSQLiteSchema.migrations)
    private let start = Date(timeIntervalSince1970: 1_763_856_000)

    private func household(_ mode: SignUpMode, at moment: Date? = nil) -> HouseholdAccounts {
        let now = moment ?? start
        let profiles = SQLiteProfileRepository(database: database)
        let accounts = TokenAuthService(
            profiles: profiles, hasher: InsecureTestHasher(), tokens: SQLiteAccessTokenStore(database: database), minting: SHA256TokenMinting(),
            lifetime: .seconds(3600), now: { now }
        )
        return HouseholdAccounts(
            accounts: accounts, profiles: profiles, store: SQLiteHouseholdStore(database: database),
            twoFactor: TwoFactorLogIn(store: SQLiteTwoFactorStore(database: database), codes: TimeBasedCodes(), minting: SHA256TokenMinting(), now: { now }),
            minting: SHA256TokenMinting(), mode: mode, now: { now }
        )
    }

    @Test func theFirstVisitorOwnsTheServerAndTheNextNeedsAnInvitation() async throws {
        let household = household(.invitation)
        let ada = try await household.signUp(name: "ada", password: "correct horse")
        await #expect(throws: AuthError.invitationNeeded) { _ = try await household.signUp(name: "eve", password: "correct horse") }
        await #expect(throws: AuthError.invitationInvalid) { _ = try await household.signUp(name: "eve", password: "correct horse", invitation: "made-up") }
        let invited = try await household.invite(days: 7, by: ada.profile)
        #expect(invited.invitation.expiresAt == start.addingTimeInterval(7 * 86_400))
        // A refused sign-up leaves the invitation usable.
        await #expect(throws: AuthError.nameTaken("ada")) { _ = try await household.signUp(name: "ada", password: "correct horse", invitation: invited.code) }
        let sam = try await household.signUp(name: "sam", password: "correct horse", invitation: invited.code)
        await #expect(throws: AuthError.invitationInvalid) { _ = try await household.signUp(name: "kim", password: "correct horse", invitation: invited.code) }
        await #expect(throws: AuthError.ownerOnly) { _ = try await household.invite(days: 7, by: sam.profile) }
        await #expect(throws: AuthError.ownerOnly) { _ = try await household.members(by: sam.profile) }
        let members = try await household.members(by: ada.profile)
        #expect(members.map(\.profile.name) == ["ada", "sam"] && members.map(\.isOwner) == [true, false])
        #expect(try await household.invitations(by: nil).first?.usedBy == "sam", "the server's machine administers too")
    }

    @Test func anInvitationExpiresAndCanBeRevoked() async throws {
        let ada = try await household(.invitation).signUp(name: "ada", password: "correct horse")
        let expiring = try await household(.invitation).invite(days: 1, by: ada.profile)
        await #expect(throws: AuthError.invitationInvalid) {
            _ = try await household(.invitation, at: start.addingTimeInterval(86_400)).signUp(name: "sam", password: "correct horse", invitation: expiring.code)
        }
        let revoked = try await household(.invitation).invite(days: 3, by: ada.profile)
        try await household(.invitation).revokeInvitation(revoked.invitation.id, by: ada.profile)
        await #expect(throws: AuthError.unknownInvitation(revoked.invitation.id)) { try await household(.invitation).revokeInvitation(revoked.invitation.id, by: nil) }
        await #expect(throws: AuthError.invitationInvalid) { _ = try await household(.invitation).signUp(name: "sam", password: "correct horse", invitation: revoked.code) }
        await #expect(throws: AuthError.invitationDaysOutOfRange(31)) { _ = try await household(.invitation).invite(days: 31, by: ada.profile) }
    }

    @Test func aDisabledProfileCannotLogInAndItsTokensStopWorking() async throws {
        let household = household(.open)
        let ada = try await household.signUp(name: "ada", password: "correct horse")
        let sam = try await household.signUp(name: "sam", password: "correct horse")
        #expect(try await household.issuedToken(sam.token) != nil)
        let disabled = try await household.setDisabled(name: "SAM", true, by: ada.profile)
        #expect(disabled.isDisabled && disabled.profile.name == "sam")
        #expect(try await household.issuedToken(sam.token) == nil)
        await #expect(throws: AuthError.profileDisabled) { _ = try await household.logIn(name: "sam", password: "correct horse") }
        await #expect(throws: AuthError.invalidCredentials, "a wrong password says nothing of the profile") {
            _ = try await household.logIn(name: "sam", password: "wrong password")
        }
        await #expect(throws: AuthError.ownerStaysEnabled) { _ = try await household.setDisabled(name: "ada", true, by: nil) }
        await #expect(throws: AuthError.unknownProfile("nobody")) { _ = try await household.setDisabled(name: "nobody", true, by: ada.profile) }
        await #expect(throws: AuthError.ownerOnly) { _ = try await household.setDisabled(name: "ada", false, by: sam.profile) }
        _ = try await household.setDisabled(name: "sam", false, by: ada.profile)
        #expect(try await household.logIn(name: "sam", password: "correct horse").profile.name == "sam")
    }

    @Test func aResetPasswordEndsTheSessionsAndTheProfileChoosesItsOwnAtItsNextLogIn() async throws {
        let household = household(.open)
        let ada = try await household.signUp(name: "ada", password: "correct horse")
        let sam = try await household.signUp(name: "sam", password: "correct horse")
        await #expect(throws: AuthError.ownerOnly) { _ = try await household.resetPassword(name: "ada", by: sam.profile) }
        let given = try await household.resetPassword(name: "sam", by: ada.profile)
        #expect(given.count == 16 && given.allSatisfy { $0.isLetter || $0.isNumber })
        #expect(try await household.issuedToken(sam.token) == nil, "its sessions ended")
        await #expect(throws: AuthError.invalidCredentials) { _ = try await household.logIn(name: "sam", password: "correct horse") }
        await #expect(throws: AuthError.newPasswordNeeded) { _ = try await household.logIn(name: "sam", password: given) }
        await #expect(throws: AuthError.passwordTooShort(minimum: 8)) { _ = try await household.logIn(name: "sam", password: given, newPassword: "short") }
        let chosen = try await household.logIn(name: "sam", password: given, newPassword: "battery staple")
        #expect(try await household.issuedToken(chosen.token)?.profile.name == "sam")
        #expect(try await household.logIn(name: "sam", password: "battery staple").profile.name == "sam")
        await #expect(throws: AuthError.invalidCredentials) { _ = try await household.logIn(name: "sam", password: given) }
        // The owner's way back in: the server's machine resets the owner's own.
        let owners = try await household.resetPassword(name: "ada", by: nil)
        #expect(try await household.logIn(name: "ada", password: owners, newPassword: "new horse battery").profile == ada.profile)
        await #expect(throws: AuthError.unknownProfile("nobody")) { _ = try await household.resetPassword(name: "nobody", by: nil) }
    }

    @Test func closedSignUpsLetOnlyTheMachineMakeProfilesAndItsFirstIsTheOwner() async throws {
        let household = household(.closed)
        await #expect(throws: AuthError.signUpsClosed) { _ = try await household.signUp(name: "ada", password: "correct horse") }
        let ada = try await household.createProfile(name: "ada", password: "correct horse")
        _ = try await household.createProfile(name: "sam", password: "correct horse")
        #expect(try await household.members(by: ada).first { $0.isOwner }?.profile == ada)
    }

    /// A server upgraded with profiles already on it: its oldest is the owner, so the next
    /// visitor does not become it.
    @Test func aServerWithProfilesBeforeTheHouseholdHasItsOldestAsOwner() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "household-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "server.sqlite")
        let before = DatabaseProvider(location: .file(file), migrations: SQLiteProfileRepository.migrations + SQLiteAccessTokenStore.migrations)
        let old = TokenAuthService(profiles: SQLiteProfileRepository(database: before), hasher: InsecureTestHasher(), tokens: SQLiteAccessTokenStore(database: before), minting: SHA256TokenMinting())
        let grace = try await old.signUp(name: "grace", password: "correct horse").profile
        try await Task.sleep(for: .milliseconds(20))
        _ = try await old.signUp(name: "alan", password: "correct horse")
        let after = DatabaseProvider(location: .file(file), migrations: AuthSQLiteSchema.migrations)
        #expect(try SQLiteHouseholdStore(database: after).owner() == grace.id)
    }
}
