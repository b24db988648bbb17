import Foundation

/// A log-in with a password: the profile's name and password, the new password of a profile
/// whose password the owner reset, and the code of a profile with two-factor log-in (from its
/// authenticator app, or one of its recovery codes).
public struct PasswordLogIn: Hashable, Sendable {
    /// The profile's name.
    public let name: String
    /// Its password.
    public let password: String
    /// The password it chooses, after the owner reset its own.
    public let newPassword: String?
    /// The six digits its authenticator app shows, or one of its recovery codes.
    public let code: String?

    /// Creates one.
    public init(name: String, password: String, newPassword: String? = nil, code: String? = nil) {
        self.name = name
        self.password = password
        self.newPassword = newPassword
        self.code = code
    }
}

/// Whether a profile logs in with a second factor, and how many recovery codes it has left.
public struct TwoFactorStatus: Hashable, Sendable {
    /// Whether a log-in with its password needs a code too.
    public let isOn: Bool
    /// The recovery codes not used yet.
    public let recoveryCodesLeft: Int

    /// Creates one.
    public init(isOn: Bool, recoveryCodesLeft: Int) {
        self.isOn = isOn
        self.recoveryCodesLeft = recoveryCodesLeft
    }
}

/// A secret being given to an authenticator app: the profile confirms it with the first code
/// the app shows, and only then does its log-in need one.
public struct TwoFactorEnrolment: Hashable, Sendable {
    /// The secret in base32, to type into the app.
    public let key: String
    /// The `otpauth://totp/…` address that an app reads (from a QR code or a link).
    public let address: String

    /// Creates one.
    public init(key: String, address: String) {
        self.key = key
        self.address = address
    }
}

/// Two-factor log-in (RFC 6238 time-based codes) for the profile signed in: start it, confirm
/// it with a code (which gives the recovery codes, once), and turn it off with the password.
public protocol TwoFactorAdministering: Sendable {
    /// Whether `profile` has two-factor log-in on.
    func twoFactorStatus(of profile: Profile) async throws -> TwoFactorStatus
    /// A new secret for `profile`'s authenticator app, not in force until confirmed.
    /// - Throws: ``AuthError/twoFactorAlreadyOn`` when it is on.
    func beginTwoFactor(for profile: Profile) async throws -> TwoFactorEnrolment
    /// Puts the secret begun in force when `code` is the app's: the recovery codes, shown once.
    /// - Throws: ``AuthError/twoFactorNotBegun``, ``AuthError/codeInvalid``.
    func confirmTwoFactor(for profile: Profile, code: String) async throws -> [String]
    /// Turns two-factor log-in off, when `password` is the profile's.
    /// - Throws: ``AuthError/invalidCredentials``.
    func turnOffTwoFactor(for profile: Profile, password: String) async throws
}
