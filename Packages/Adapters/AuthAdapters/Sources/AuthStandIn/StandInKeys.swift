import Crypto
import CryptoExtras
import Foundation
import JWTKit

/// The stand-in's keys: an RSA key (RS256) and a P-256 key (ES256) it publishes, and an RSA
/// key it does not, which forges under the published RSA key's id.
struct StandInKeys: Sendable {
    static let rsaID = "stand-in-rsa"
    static let ecID = "stand-in-ec"

    let published: JWTKeyCollection
    let forger: JWTKeyCollection
    /// `/jwks`: the public halves of the published keys.
    let jwks: Data

    /// The keys every stand-in of this process signs with: RSA keys take a while to make.
    static let shared = Task { try await make() }

    private static func make() async throws -> StandInKeys {
        let rsa = try Insecure.RSA.PrivateKey(backing: _RSA.Signing.PrivateKey(keySize: .bits2048))
        let ec = ES256PrivateKey()
        let published = JWTKeyCollection()
        await published.add(rsa: rsa, digestAlgorithm: .sha256, kid: JWKIdentifier(string: rsaID))
        await published.add(ecdsa: ec, kid: JWKIdentifier(string: ecID))
        let forger = JWTKeyCollection()
        let forged = try Insecure.RSA.PrivateKey(backing: _RSA.Signing.PrivateKey(keySize: .bits2048))
        await forger.add(rsa: forged, digestAlgorithm: .sha256, kid: JWKIdentifier(string: rsaID))

        let (modulus, exponent) = try rsa.publicKey.getKeyPrimitives()
        guard let point = ec.publicKey.parameters else { throw StandInError(description: "the P-256 key has no coordinates") }
        let keys: [[String: String]] = [
            ["kty": "RSA", "kid": rsaID, "use": "sig", "alg": "RS256", "n": base64URL(modulus), "e": base64URL(exponent)],
            ["kty": "EC", "kid": ecID, "use": "sig", "alg": "ES256", "crv": "P-256", "x": point.x, "y": point.y],
        ]
        return StandInKeys(published: published, forger: forger, jwks: try JSONSerialization.data(withJSONObject: ["keys": keys]))
    }

    /// `data` in unpadded base64url.
    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
