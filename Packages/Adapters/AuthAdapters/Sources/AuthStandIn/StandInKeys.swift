import Crypto
import CryptoExtras
import Foundation
import JWTKit

/// The stand-in's keys: an RSA key (RS256) and a P-256 key (ES256) it publishes, and a second
/// RSA key, which forges under the first's id, or is published in its place once the keys are
/// rotated. Every set it publishes holds an RSA key for encryption too, as Keycloak's does.
struct StandInKeys: Sendable {
    static let rsaID = "stand-in-rsa"
    static let ecID = "stand-in-ec"
    static let rotatedID = "stand-in-rsa-2"

    let published: JWTKeyCollection
    let forger: JWTKeyCollection
    /// The second RSA key under its own id, and the same without an id (the default signer).
    let rotated: JWTKeyCollection
    let unnamed: JWTKeyCollection
    /// `/jwks` as each ``StandInProvider/KeySet`` has it.
    let jwks: [StandInProvider.KeySet: Data]

    /// The keys every stand-in of this process signs with: RSA keys take a while to make.
    static let shared = Task { try await make() }

    private static func make() async throws -> StandInKeys {
        let rsa = try Insecure.RSA.PrivateKey(backing: _RSA.Signing.PrivateKey(keySize: .bits2048))
        let ec = ES256PrivateKey()
        let published = JWTKeyCollection()
        await published.add(rsa: rsa, digestAlgorithm: .sha256, kid: JWKIdentifier(string: rsaID))
        await published.add(ecdsa: ec, kid: JWKIdentifier(string: ecID))
        let second = try Insecure.RSA.PrivateKey(backing: _RSA.Signing.PrivateKey(keySize: .bits2048))
        let forger = JWTKeyCollection()
        await forger.add(rsa: second, digestAlgorithm: .sha256, kid: JWKIdentifier(string: rsaID))
        let rotated = JWTKeyCollection()
        await rotated.add(rsa: second, digestAlgorithm: .sha256, kid: JWKIdentifier(string: rotatedID))
        let unnamed = JWTKeyCollection()
        await unnamed.add(rsa: rsa, digestAlgorithm: .sha256)

        guard let point = ec.publicKey.parameters else { throw StandInError(description: "the P-256 key has no coordinates") }
        let ecKey = ["kty": "EC", "kid": ecID, "use": "sig", "alg": "ES256", "crv": "P-256", "x": point.x, "y": point.y]
        let first = try rsaKey(rsa, id: rsaID)
        let encryption = try rsaKey(rsa, id: "stand-in-enc", use: "enc", algorithm: "RSA-OAEP")
        var unnamedKey = first
        unnamedKey["kid"] = nil
        let sets: [StandInProvider.KeySet: [[String: String]]] = [
            .first: [encryption, first, ecKey], .rotated: [encryption, try rsaKey(second, id: rotatedID), ecKey], .unnamed: [encryption, unnamedKey],
        ]
        return StandInKeys(
            published: published, forger: forger, rotated: rotated, unnamed: unnamed,
            jwks: try sets.mapValues { keys in try JSONSerialization.data(withJSONObject: ["keys": keys]) }
        )
    }

    /// The public half of `key` as a JWK.
    private static func rsaKey(_ key: JWTKit.Insecure.RSA.PrivateKey, id: String, use: String = "sig", algorithm: String = "RS256") throws -> [String: String] {
        let (modulus, exponent) = try key.publicKey.getKeyPrimitives()
        return ["kty": "RSA", "kid": id, "use": use, "alg": algorithm, "n": base64URL(modulus), "e": base64URL(exponent)]
    }

    /// `data` in unpadded base64url.
    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
