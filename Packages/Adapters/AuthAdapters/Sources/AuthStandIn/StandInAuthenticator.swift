import ExtrasBase64
import Foundation
import HummingbirdOTP

/// An authenticator app, for tests: given the key a server shows (base32, in groups or not), the
/// six digits it shows at a moment (RFC 6238: SHA-1, 30-second steps).
public struct StandInAuthenticator: Sendable {
    private let totp: TOTP

    /// The app with `key` added.
    /// - Throws: ``StandInError`` for a key that is not base32 of a text secret.
    public init(key: String) throws {
        let compact = key.filter { !$0.isWhitespace }
        guard let bytes = try? compact.base32decoded(), let secret = String(bytes: bytes, encoding: .utf8) else {
            throw StandInError(description: "\(key) is not a base32 key")
        }
        totp = TOTP(secret: secret)
    }

    /// The code it shows at `date`.
    public func code(at date: Date = Date()) -> String {
        let digits = String(totp.compute(date: date))
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
