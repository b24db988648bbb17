import AuthInterface
import Foundation

/// Time-based one-time codes (RFC 6238): the secrets an authenticator app shares with the
/// server, and the code of each 30-second step.
public protocol OneTimeCodes: Sendable {
    /// A new random secret.
    func newSecret() -> String
    /// The code of `secret` for time step `step` (seconds since 1970 over the step's length).
    func code(secret: String, step: Int64) -> String
    /// The step `date` falls in.
    func step(at date: Date) -> Int64
    /// What an app is given for `secret`: its key in base32 and its `otpauth://` address,
    /// labelled with the profile's `name` and the `issuer`.
    func enrolment(secret: String, name: String, issuer: String) -> TwoFactorEnrolment
}
