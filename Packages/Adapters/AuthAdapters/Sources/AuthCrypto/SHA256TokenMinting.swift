import AuthPorts
import Crypto
import Foundation

/// Tokens of 256 bits from the system's secure random source (`getrandom` on Linux), written as
/// base64url; kept as their SHA-256, which is enough for a secret of that strength (a slow
/// password hash protects guessable secrets, and a token is not one).
public struct SHA256TokenMinting: AccessTokenMinting {
    /// Creates it.
    public init() {}

    public func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<4).flatMap { _ in withUnsafeBytes(of: generator.next() as UInt64) { Array($0) } }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    public func hash(_ token: String) -> Data {
        Data(SHA256.hash(data: Data(token.utf8)))
    }
}
