import Foundation

/// Makes secrets and the hashes kept in their place, as the Auth feature makes its access
/// tokens: another feature whose secrets go in a URL (a hook's) asks it for its own, and
/// knows no cryptography.
public protocol SecretMinting: Sendable {
    /// A new secret: random, at least 128 bits, safe in a URL's path.
    func newToken() -> String
    /// The hash kept in place of `token`.
    func hash(_ token: String) -> Data
}
