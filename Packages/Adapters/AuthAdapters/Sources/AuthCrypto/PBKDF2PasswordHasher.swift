import _CryptoExtras
import AuthPorts
import Crypto
import Foundation

/// Salted, slow password hashes: PBKDF2-HMAC-SHA256 from swift-crypto.
///
/// Parameters: 600,000 iterations (OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256),
/// a 16-byte random salt per password and a 32-byte derived key. The hash is stored as
/// `pbkdf2-sha256$<iterations>$<salt, base64>$<key, base64>`, so the parameters can be raised
/// later without breaking stored profiles.
public struct PBKDF2PasswordHasher: PasswordHasher {
    /// The iteration count for new hashes.
    public let iterations: Int
    /// This hasher's iteration count with a fixed salt and a fixed key that no password is
    /// known to derive: the same shape and the same work as a fresh hash, made once.
    public let decoyHash: String
    static let scheme = "pbkdf2-sha256"
    static let saltByteCount = 16
    static let keyByteCount = 32

    /// The recommended iteration count.
    public static let recommendedIterations = 600_000

    /// Creates a hasher; fewer iterations are for tests only.
    public init(iterations: Int = Self.recommendedIterations) {
        self.iterations = iterations
        decoyHash = Self.encode(Parameters(
            iterations: iterations,
            salt: Array(repeating: 0x5A, count: Self.saltByteCount),
            key: Array(repeating: 0xA5, count: Self.keyByteCount)
        ))
    }

    public func hash(_ password: String) throws -> String {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<Self.saltByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let key = try Self.derive(password, salt: salt, iterations: iterations)
        return Self.encode(Parameters(iterations: iterations, salt: salt, key: key))
    }

    public func verify(_ password: String, against encodedHash: String) -> Bool {
        guard let stored = Self.decode(encodedHash),
              let actual = try? Self.derive(password, salt: stored.salt, iterations: stored.iterations) else {
            return false
        }
        return Self.constantTimeEqual(actual, stored.key)
    }

    /// What an encoded hash holds: the work to redo and the key to compare with.
    struct Parameters: Equatable {
        let iterations: Int
        let salt: [UInt8]
        let key: [UInt8]
    }

    static func encode(_ parameters: Parameters) -> String {
        [scheme, String(parameters.iterations), Data(parameters.salt).base64EncodedString(), Data(parameters.key).base64EncodedString()]
            .joined(separator: "$")
    }

    /// The parameters of `encodedHash`, or `nil` when it is not a PBKDF2 hash of this scheme.
    static func decode(_ encodedHash: String) -> Parameters? {
        let parts = encodedHash.split(separator: "$").map(String.init)
        guard parts.count == 4, parts[0] == scheme,
              let iterations = Int(parts[1]), iterations > 0,
              let salt = Data(base64Encoded: parts[2]),
              let key = Data(base64Encoded: parts[3]) else {
            return nil
        }
        return Parameters(iterations: iterations, salt: Array(salt), key: Array(key))
    }

    private static func derive(_ password: String, salt: [UInt8], iterations: Int) throws -> [UInt8] {
        let key = try KDF.Insecure.PBKDF2.deriveKey(
            from: Array(password.utf8),
            salt: salt,
            using: .sha256,
            outputByteCount: keyByteCount,
            unsafeUncheckedRounds: iterations
        )
        return key.withUnsafeBytes { Array($0) }
    }

    /// Compares every byte whatever the first difference, so timing reveals nothing.
    static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
