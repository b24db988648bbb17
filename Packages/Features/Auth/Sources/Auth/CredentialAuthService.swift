import AuthInterface
import AuthPorts
import Foundation

/// ``AuthService`` over a profile repository, a password hasher and a session store.
public struct CredentialAuthService: AuthService {
    private let profiles: any ProfileRepository
    private let hasher: any PasswordHasher
    private let session: any SessionStore
    private let makeID: @Sendable () -> Profile.ID

    /// Creates the service; `makeID` makes ids for new profiles.
    public init(
        profiles: any ProfileRepository,
        hasher: any PasswordHasher,
        session: any SessionStore,
        makeID: @escaping @Sendable () -> Profile.ID = { Profile.ID() }
    ) {
        self.profiles = profiles
        self.hasher = hasher
        self.session = session
        self.makeID = makeID
    }

    public func signUp(name: String, password: String) async throws -> Profile {
        let normalized = try ProfileName.normalized(name)
        guard !password.isEmpty else { throw AuthError.emptyPassword }
        // Counted in Unicode scalars, as the API document's `minLength` counts them: "é" written
        // as e and a combining accent is two, so no password the document allows is refused.
        guard password.unicodeScalars.count >= AuthError.minimumPasswordLength else {
            throw AuthError.passwordTooShort(minimum: AuthError.minimumPasswordLength)
        }
        guard try await profiles.credentials(named: normalized) == nil else { throw AuthError.nameTaken(normalized) }
        let profile = Profile(id: makeID(), name: normalized)
        try await profiles.create(StoredCredentials(profile: profile, passwordHash: try hasher.hash(password)))
        try session.begin(for: profile.id)
        return profile
    }

    public func logIn(name: String, password: String) async throws -> Profile {
        let normalized = try? ProfileName.normalized(name)
        let stored = if let normalized { try await profiles.credentials(named: normalized) } else { StoredCredentials?.none }
        // Exactly one check whatever the name: an invalid or unknown name is checked against
        // the hasher's decoy, so it costs what a wrong password costs and timing reveals
        // nothing about which profiles exist.
        let matches = hasher.verify(password, against: stored?.passwordHash ?? hasher.decoyHash)
        guard let stored, matches else { throw AuthError.invalidCredentials }
        try session.begin(for: stored.profile.id)
        return stored.profile
    }

    @discardableResult
    public func logOut() async throws -> Profile? {
        let current = try await currentProfile()
        try session.end()
        return current
    }

    public func currentProfile() async throws -> Profile? {
        guard let id = try session.currentProfileID() else { return nil }
        return try await profiles.profile(id: id)
    }
}
