import AuthInterface
import AuthPorts
import Synchronization

/// Profiles and a session in memory, for tests and the Auth dev app.
public final class InMemoryProfileStore: ProfileRepository, SessionStore {
    private struct State {
        var credentials: [String: StoredCredentials] = [:]
        var session: Profile.ID?
    }

    private let state = Mutex(State())

    /// Creates an empty store.
    public init() {}

    public func create(_ credentials: StoredCredentials) throws {
        try state.withLock { state throws(AuthError) in
            guard state.credentials[credentials.profile.name] == nil else { throw .nameTaken(credentials.profile.name) }
            state.credentials[credentials.profile.name] = credentials
        }
    }

    public func credentials(named name: String) throws -> StoredCredentials? {
        state.withLock { $0.credentials[name] }
    }

    public func profile(id: Profile.ID) throws -> Profile? {
        state.withLock { $0.credentials.values.first { $0.profile.id == id }?.profile }
    }

    public func replacePasswordHash(of profile: Profile.ID, with hash: String) throws {
        state.withLock { state in
            guard let stored = state.credentials.values.first(where: { $0.profile.id == profile }) else { return }
            state.credentials[stored.profile.name] = StoredCredentials(profile: stored.profile, passwordHash: hash)
        }
    }

    /// Every profile, by name.
    public func allProfiles() -> [Profile] {
        state.withLock { $0.credentials.values.map(\.profile).sorted { $0.name < $1.name } }
    }

    public func currentProfileID() throws -> Profile.ID? {
        state.withLock { $0.session }
    }

    public func begin(for id: Profile.ID) throws {
        state.withLock { $0.session = id }
    }

    public func end() throws {
        state.withLock { $0.session = nil }
    }
}
