import AuthInterface
import Foundation

/// Storage of two-factor log-in: each profile's authenticator secret (begun, or in force), the
/// last time step whose code it used (so no code works twice), and its recovery codes by
/// their hash.
public protocol TwoFactorStore: Sendable {
    /// `profile`'s secret, whether it is in force, and the last step it used; nil when none.
    func secret(of profile: Profile.ID) async throws -> StoredTwoFactor?
    /// Keeps `secret` for `profile` as begun, not in force, in place of one begun before.
    /// Whether it was kept: not when one is in force.
    func begin(_ profile: Profile.ID, secret: String) async throws -> Bool
    /// Puts `profile`'s begun secret in force with these recovery codes' hashes, having used
    /// `step`: whether one was begun.
    func confirm(_ profile: Profile.ID, step: Int64, recoveryCodes: [Data]) async throws -> Bool
    /// Records that `profile` used the code of `step`, when it used none as late: whether it
    /// did. Two log-ins with one code at once: one of them only.
    func use(step: Int64, by profile: Profile.ID) async throws -> Bool
    /// Uses the recovery code with this hash: whether `profile` had it. Each works once.
    func useRecoveryCode(_ hash: Data, by profile: Profile.ID) async throws -> Bool
    /// How many recovery codes `profile` has not used.
    func recoveryCodesLeft(for profile: Profile.ID) async throws -> Int
    /// Forgets `profile`'s secret and recovery codes: its log-in needs no code.
    func remove(_ profile: Profile.ID) async throws
}

/// A profile's authenticator secret as a ``TwoFactorStore`` keeps it.
public struct StoredTwoFactor: Hashable, Sendable {
    /// The secret its app shares.
    public let secret: String
    /// Whether log-ins need its codes (else it was begun and not yet confirmed).
    public let isOn: Bool
    /// The last time step whose code was used, if any.
    public let lastStep: Int64?

    /// Creates one.
    public init(secret: String, isOn: Bool, lastStep: Int64?) {
        self.secret = secret
        self.isOn = isOn
        self.lastStep = lastStep
    }
}
