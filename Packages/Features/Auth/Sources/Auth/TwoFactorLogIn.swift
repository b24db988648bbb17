import AuthInterface
import AuthPorts
import Foundation

/// Two-factor log-in with time-based codes (RFC 6238): a profile that turned it on logs in
/// with its password and the code its authenticator app shows (the step before and after
/// the current one count too, for clocks a little apart), or one of its ten recovery codes.
/// No code works twice: a step used, and every step before it, is refused.
public struct TwoFactorLogIn: Sendable {
    private let store: any TwoFactorStore
    private let codes: any OneTimeCodes
    private let minting: any SecretMinting
    private let issuer: String
    private let now: @Sendable () -> Date

    /// How many recovery codes a profile is given.
    public static let recoveryCodeCount = 10

    /// Two-factor log-in kept in `store`, its codes computed by `codes`, recovery codes made
    /// and hashed by `minting`; apps show the secret under `issuer` (the server's name).
    public init(
        store: any TwoFactorStore, codes: any OneTimeCodes, minting: any SecretMinting, issuer: String = "Watchlist",
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.codes = codes
        self.minting = minting
        self.issuer = issuer
        self.now = now
    }

    /// Checks `profile`'s second factor with `code`; a profile without one needs none.
    /// - Throws: ``AuthError/codeNeeded``, ``AuthError/codeInvalid``.
    func check(_ profile: Profile.ID, code: String?) async throws {
        guard let stored = try await store.secret(of: profile), stored.isOn else { return }
        let given = Self.normalized(code ?? "")
        guard !given.isEmpty else { throw AuthError.codeNeeded }
        if given.count == 6, given.allSatisfy(\.isASCIIDigit) {
            guard let step = matchingStep(given, secret: stored.secret), step > stored.lastStep ?? .min,
                  try await store.use(step: step, by: profile) else { throw AuthError.codeInvalid }
            return
        }
        guard try await store.useRecoveryCode(minting.hash(given), by: profile) else { throw AuthError.codeInvalid }
    }

    func status(of profile: Profile) async throws -> TwoFactorStatus {
        let isOn = try await store.secret(of: profile.id)?.isOn ?? false
        return TwoFactorStatus(isOn: isOn, recoveryCodesLeft: isOn ? try await store.recoveryCodesLeft(for: profile.id) : 0)
    }

    func begin(for profile: Profile) async throws -> TwoFactorEnrolment {
        let secret = codes.newSecret()
        guard try await store.begin(profile.id, secret: secret) else { throw AuthError.twoFactorAlreadyOn }
        return codes.enrolment(secret: secret, name: profile.name, issuer: issuer)
    }

    func confirm(for profile: Profile, code: String) async throws -> [String] {
        guard let stored = try await store.secret(of: profile.id) else { throw AuthError.twoFactorNotBegun }
        guard !stored.isOn else { throw AuthError.twoFactorAlreadyOn }
        guard let step = matchingStep(Self.normalized(code), secret: stored.secret) else { throw AuthError.codeInvalid }
        let recovery = (0..<Self.recoveryCodeCount).map { _ in newRecoveryCode() }
        guard try await store.confirm(profile.id, step: step, recoveryCodes: recovery.map { minting.hash(Self.normalized($0)) }) else {
            throw AuthError.twoFactorNotBegun
        }
        return recovery
    }

    func remove(_ profile: Profile.ID) async throws {
        try await store.remove(profile)
    }

    /// The step near now whose code is `code`, if any.
    private func matchingStep(_ code: String, secret: String) -> Int64? {
        let current = codes.step(at: now())
        return [current - 1, current, current + 1].first { step in Self.same(codes.code(secret: secret, step: step), code) }
    }

    /// A recovery code: ten lowercase letters and digits of a minted secret, as `abcde-12345`.
    private func newRecoveryCode() -> String {
        var characters = ""
        while characters.count < 10 {
            characters += minting.newToken().lowercased().filter { $0.isASCIILetterOrDigit }
        }
        let ten = characters.prefix(10)
        return ten.prefix(5) + "-" + ten.suffix(5)
    }

    /// A code as typed, without spaces or dashes, lowercased.
    static func normalized(_ code: String) -> String {
        code.lowercased().filter { !$0.isWhitespace && $0 != "-" }
    }

    /// Whether two codes are the same, compared in time that does not depend on where they differ.
    private static func same(_ left: String, _ right: String) -> Bool {
        let (a, b) = (Array(left.utf8), Array(right.utf8))
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

extension Character {
    /// `0` to `9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    /// `a` to `z`, `A` to `Z` or `0` to `9`.
    fileprivate var isASCIILetterOrDigit: Bool { isASCII && (isLetter || isNumber) }
}
