import AuthInterface
import Foundation

/// `GET /v1/two-factor`: whether the profile's log-in needs a code.
public struct TwoFactorStatusDocument: Codable, Sendable, Equatable {
    /// Whether it is on.
    public let on: Bool
    /// The recovery codes not used yet.
    public let recoveryCodesLeft: Int

    /// The document of `status`.
    public init(_ status: TwoFactorStatus) {
        on = status.isOn
        recoveryCodesLeft = status.recoveryCodesLeft
    }
}

/// `POST /v1/two-factor`: the secret for the authenticator app, in force once confirmed.
public struct TwoFactorEnrolmentDocument: Codable, Sendable, Equatable {
    /// The secret in base32, to type into the app.
    public let key: String
    /// The `otpauth://` address an app reads.
    public let address: String

    /// The document of `enrolment`.
    public init(_ enrolment: TwoFactorEnrolment) {
        key = enrolment.key
        address = enrolment.address
    }
}

/// `POST /v1/two-factor/confirm`: the app's code.
public struct TwoFactorCodeDocument: Codable, Sendable {
    /// The six digits the app shows.
    public let code: String
}

/// What confirming answers: the recovery codes, shown once.
public struct RecoveryCodesDocument: Codable, Sendable, Equatable {
    /// Each works once in place of the app's code.
    public let recoveryCodes: [String]

    /// Creates one.
    public init(recoveryCodes: [String]) {
        self.recoveryCodes = recoveryCodes
    }
}

/// `POST /v1/two-factor/off`: the profile's password.
public struct PasswordDocument: Codable, Sendable {
    /// The password.
    public let password: String
}
