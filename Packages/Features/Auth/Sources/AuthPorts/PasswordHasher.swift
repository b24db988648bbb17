/// Turns passwords into salted, slow hashes and checks them.
public protocol PasswordHasher: Sendable {
    /// A new salted hash of `password`, encoded with its parameters.
    func hash(_ password: String) throws -> String
    /// Whether `password` matches `encodedHash`, compared in constant time.
    func verify(_ password: String, against encodedHash: String) -> Bool
    /// A fixed, well-formed hash made with this hasher's current parameters, for log-in to
    /// check a password against when there is no such profile: verifying against it costs
    /// exactly what verifying against a fresh ``hash(_:)`` does, so timing cannot tell an
    /// unknown name from a wrong password. Whether a password matches it means nothing.
    var decoyHash: String { get }
}
