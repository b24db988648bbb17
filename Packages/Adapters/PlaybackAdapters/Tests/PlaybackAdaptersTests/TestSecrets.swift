import AuthInterface
import Foundation

/// Secrets for the tests: a new UUID each, hashed by reversing their bytes (enough to tell
/// tokens apart; the server's is SHA-256, in AuthAdapters).
struct TestSecrets: SecretMinting {
    func newToken() -> String { UUID().uuidString }
    func hash(_ token: String) -> Data { Data(token.utf8.reversed()) }
}
