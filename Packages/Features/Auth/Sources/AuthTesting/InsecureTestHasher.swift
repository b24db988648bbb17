import AuthPorts

/// A fast, insecure stand-in for the real hasher, for tests and the Auth dev app's
/// default wiring only: it "hashes" by tagging the password, so checks are instant.
public struct InsecureTestHasher: PasswordHasher {
    /// Creates the hasher.
    public init() {}

    public func hash(_ password: String) throws -> String { "test$" + String(password.reversed()) }

    public func verify(_ password: String, against encodedHash: String) -> Bool {
        encodedHash == "test$" + String(password.reversed())
    }

    /// The hash of `decoy`, so tests can show that log-in refuses an unknown name even when
    /// the password matches the decoy.
    public var decoyHash: String { "test$" + String("decoy".reversed()) }
}
