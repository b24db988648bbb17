import Foundation

/// Makes hooks' secrets and their hashes. The feature owns this protocol and knows no
/// cryptography; an executable's composition root gives it one (Auth's token minting, made
/// to conform there).
public protocol HookSecretMinting: Sendable {
    /// A new secret of at least 128 random bits, safe in a URL's path.
    func newToken() -> String
    /// The hash that is stored in its place.
    func hash(_ token: String) -> Data
}
