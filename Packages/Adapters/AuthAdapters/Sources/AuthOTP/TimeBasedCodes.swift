import AuthInterface
import AuthPorts
import ExtrasBase64
import Foundation
import HummingbirdOTP

/// ``OneTimeCodes`` by hummingbird-auth's RFC 6238 implementation: six digits, SHA-1 and
/// 30-second steps, what every authenticator app reads. A secret is 32 characters of the
/// base32 alphabet (160 random bits), whose bytes are the key the app is given.
public struct TimeBasedCodes: OneTimeCodes {
    /// The length of a step, in seconds.
    static let stepLength: Int64 = 30

    public init() {}

    public func newSecret() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        var generator = SystemRandomNumberGenerator()
        return String((0..<32).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }

    public func code(secret: String, step: Int64) -> String {
        // A time-based code is the counter-based code of the step (RFC 6238, section 4).
        let value = HOTP(secret: secret).compute(counter: UInt64(clamping: step))
        let digits = String(value)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    public func step(at date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 / Double(Self.stepLength)).rounded(.down))
    }

    public func enrolment(secret: String, name: String, issuer: String) -> TwoFactorEnrolment {
        TwoFactorEnrolment(
            key: String(base32Encoding: Array(secret.utf8), options: .omitPaddingCharacter),
            address: TOTP(secret: secret).createAuthenticatorURL(label: "\(issuer):\(name)", issuer: issuer)
        )
    }
}
