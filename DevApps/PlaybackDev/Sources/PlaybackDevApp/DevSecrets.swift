import AuthInterface
import Foundation

/// The dev app's stand-in for the Auth feature's minting, which links swift-crypto: each token
/// is 256 random bits (the system's generator), base64url, as the real one's; its "hash" is
/// the token's bytes reversed, which tells tokens apart and nothing more. Its tokens are never
/// a server's: a server hashes with SHA-256, and finds none of them.
struct DevSecrets: SecretMinting {
    func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    func hash(_ token: String) -> Data {
        Data(token.utf8.reversed())
    }
}
