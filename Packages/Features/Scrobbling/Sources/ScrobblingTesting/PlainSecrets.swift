import Foundation
import ScrobblingPorts

/// ``HookSecretMinting`` for tests: distinct secrets, and a "hash" that only marks them, so
/// that a test can tell a stored hash from the secret without any cryptography.
public struct PlainSecrets: HookSecretMinting {
    /// Creates it.
    public init() {}

    public func newToken() -> String {
        UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    public func hash(_ token: String) -> Data {
        Data(("hashed:" + token).utf8)
    }
}
