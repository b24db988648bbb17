import AuthInterface
import AuthPorts
import Foundation
import Synchronization

/// Two-factor log-in in memory, for tests and the Auth dev app.
public final class InMemoryTwoFactorStore: TwoFactorStore {
    private struct Entry {
        var stored: StoredTwoFactor
        var recoveryCodes: Set<Data> = []
    }

    private let entries = Mutex([Profile.ID: Entry]())

    /// An empty store.
    public init() {}

    public func secret(of profile: Profile.ID) throws -> StoredTwoFactor? {
        entries.withLock { $0[profile]?.stored }
    }

    public func begin(_ profile: Profile.ID, secret: String) throws -> Bool {
        entries.withLock { entries in
            guard entries[profile]?.stored.isOn != true else { return false }
            entries[profile] = Entry(stored: StoredTwoFactor(secret: secret, isOn: false, lastStep: nil))
            return true
        }
    }

    public func confirm(_ profile: Profile.ID, step: Int64, recoveryCodes: [Data]) throws -> Bool {
        entries.withLock { entries in
            guard let entry = entries[profile], !entry.stored.isOn else { return false }
            entries[profile] = Entry(stored: StoredTwoFactor(secret: entry.stored.secret, isOn: true, lastStep: step), recoveryCodes: Set(recoveryCodes))
            return true
        }
    }

    public func use(step: Int64, by profile: Profile.ID) throws -> Bool {
        entries.withLock { entries in
            guard let entry = entries[profile], entry.stored.isOn, step > entry.stored.lastStep ?? .min else { return false }
            entries[profile]?.stored = StoredTwoFactor(secret: entry.stored.secret, isOn: true, lastStep: step)
            return true
        }
    }

    public func useRecoveryCode(_ hash: Data, by profile: Profile.ID) throws -> Bool {
        entries.withLock { entries in entries[profile]?.recoveryCodes.remove(hash) != nil }
    }

    public func recoveryCodesLeft(for profile: Profile.ID) throws -> Int {
        entries.withLock { $0[profile]?.recoveryCodes.count ?? 0 }
    }

    public func remove(_ profile: Profile.ID) throws {
        _ = entries.withLock { $0.removeValue(forKey: profile) }
    }
}
