import AuthCrypto
import AuthInterface
import AuthOTP
import AuthSQLite
import AuthStandIn
import AuthTesting
import Foundation
import Storage
import Synchronization
import Testing
@testable import Auth

/// Two-factor log-in on a real SQLite database with RFC 6238's codes: the codes are the RFC's
/// own, a profile that turned it on logs in only with a code from near now, used once, or a
/// recovery code, used once; an owner's password reset turns it off.
@Suite struct TwoFactorLogInTests {
    /// A clock the test moves.
    private final class Clock: Sendable {
        private let moment = Mutex(Date(timeIntervalSince1970: 1_763_856_000))
        var now: Date { moment.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { moment.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    private let database = DatabaseProvider(location: .inMemory, migrations: AuthSQLiteSchema.migrations)
    private let clock = Clock()

    private func household() -> HouseholdAccounts {
        let clock = clock
        let profiles = SQLiteProfileRepository(database: database)
        let accounts = TokenAuthService(
            profiles: profiles, hasher: InsecureTestHasher(), tokens: SQLiteAccessTokenStore(database: database), minting: SHA256TokenMinting(),
            lifetime: .seconds(3600), now: { clock.now }
        )
        let twoFactor = TwoFactorLogIn(store: SQLiteTwoFactorStore(database: database), codes: TimeBasedCodes(), minting: SHA256TokenMinting(), now: { clock.now })
        return HouseholdAccounts(
            accounts: accounts, profiles: profiles, store: SQLiteHouseholdStore(database: database), twoFactor: twoFactor,
            minting: SHA256TokenMinting(), mode: .open, now: { clock.now }
        )
    }

    /// The code an authenticator app with `key` (base32) shows at `date`.
    private func code(key: String, at date: Date) throws -> String {
        try StandInAuthenticator(key: key).code(at: date)
    }

    @Test(arguments: [
        (59.0, "287082"), (1_111_111_109, "081804"), (1_111_111_111, "050471"), (1_234_567_890, "005924"), (2_000_000_000, "279037"),
    ])
    func theCodesAreRFC6238s(seconds: Double, expected: String) {
        // RFC 6238, appendix B: SHA-1 with the key "12345678901234567890", the last six of its eight digits.
        let codes = TimeBasedCodes()
        #expect(codes.code(secret: "12345678901234567890", step: codes.step(at: Date(timeIntervalSince1970: seconds))) == expected)
    }

    @Test func theEnrolmentIsWhatAnAppReads() throws {
        let codes = TimeBasedCodes()
        let secret = codes.newSecret()
        #expect(secret.count == 32 && secret != codes.newSecret())
        let enrolment = codes.enrolment(secret: secret, name: "ada", issuer: "Watchlist")
        let app = try StandInAuthenticator(key: enrolment.key)
        let now = Date()
        #expect(app.code(at: now) == codes.code(secret: secret, step: codes.step(at: now)), "an app given the key shows the server's codes")
        #expect(enrolment.address == "otpauth://totp/Watchlist:ada?secret=\(enrolment.key)&issuer=Watchlist")
    }

    @Test func aProfileWithTwoFactorLogsInWithACodeOnce() async throws {
        let household = household()
        let ada = try await household.signUp(name: "ada", password: "correct horse").profile
        #expect(try await household.twoFactorStatus(of: ada) == TwoFactorStatus(isOn: false, recoveryCodesLeft: 0))
        let enrolment = try await household.beginTwoFactor(for: ada)
        // Not in force before it is confirmed.
        _ = try await household.logIn(name: "ada", password: "correct horse")
        await #expect(throws: AuthError.codeInvalid) { _ = try await household.confirmTwoFactor(for: ada, code: "000000") }
        let recovery = try await household.confirmTwoFactor(for: ada, code: try code(key: enrolment.key, at: clock.now))
        #expect(recovery.count == 10 && Set(recovery).count == 10 && recovery.allSatisfy { $0.wholeMatch(of: /[a-z0-9]{5}-[a-z0-9]{5}/) != nil })
        await #expect(throws: AuthError.twoFactorAlreadyOn) { _ = try await household.beginTwoFactor(for: ada) }

        await #expect(throws: AuthError.codeNeeded) { _ = try await household.logIn(name: "ada", password: "correct horse") }
        await #expect(throws: AuthError.invalidCredentials, "the password is checked first") {
            _ = try await household.logIn(PasswordLogIn(name: "ada", password: "wrong horse", code: "123456"))
        }
        // The code confirmed with is used; the next step's works, once.
        let confirmedWith = try code(key: enrolment.key, at: clock.now)
        await #expect(throws: AuthError.codeInvalid) { _ = try await household.logIn(PasswordLogIn(name: "ada", password: "correct horse", code: confirmedWith)) }
        clock.advance(30)
        let next = try code(key: enrolment.key, at: clock.now)
        #expect(try await household.logIn(PasswordLogIn(name: "ada", password: "correct horse", code: " \(next.prefix(3)) \(next.suffix(3)) ")).profile == ada)
        await #expect(throws: AuthError.codeInvalid, "replayed") { _ = try await household.logIn(PasswordLogIn(name: "ada", password: "correct horse", code: next)) }
        // A code from an app whose clock is a step behind still works; one from two minutes ago does not.
        clock.advance(60)
        #expect(try await household.logIn(PasswordLogIn(name: "ada", password: "correct horse", code: code(key: enrolment.key, at: clock.now.addingTimeInterval(-30)))).profile == ada)
        await #expect(throws: AuthError.codeInvalid) {
            _ = try await household.logIn(PasswordLogIn(name: "ada", password: "correct horse", code: code(key: enrolment.key, at: clock.now.addingTimeInterval(-120))))
        }

        // A recovery code works once, typed in any case.
        #expect(try await household.logIn(PasswordLogIn(name: "ada", password: "correct horse", code: recovery[0].uppercased())).profile == ada)
        await #expect(throws: AuthError.codeInvalid) { _ = try await household.logIn(PasswordLogIn(name: "ada", password: "correct horse", code: recovery[0])) }
        #expect(try await household.twoFactorStatus(of: ada) == TwoFactorStatus(isOn: true, recoveryCodesLeft: 9))

        await #expect(throws: AuthError.invalidCredentials) { try await household.turnOffTwoFactor(for: ada, password: "wrong horse") }
        try await household.turnOffTwoFactor(for: ada, password: "correct horse")
        _ = try await household.logIn(name: "ada", password: "correct horse")
    }

    @Test func theOwnersResetTurnsTwoFactorOff() async throws {
        let household = household()
        let ada = try await household.signUp(name: "ada", password: "correct horse").profile
        let sam = try await household.signUp(name: "sam", password: "correct horse").profile
        let enrolment = try await household.beginTwoFactor(for: sam)
        _ = try await household.confirmTwoFactor(for: sam, code: try code(key: enrolment.key, at: clock.now))
        let given = try await household.resetPassword(name: "sam", by: ada)
        #expect(try await household.logIn(PasswordLogIn(name: "sam", password: given, newPassword: "battery staple")).profile == sam)
        #expect(try await household.twoFactorStatus(of: sam).isOn == false)
    }
}
