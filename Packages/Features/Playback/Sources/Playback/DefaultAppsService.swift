import AuthInterface
import Foundation
import PlaybackInterface
import PlaybackPorts

/// ``AppsService`` over a repository, for the signed-in profile: each app's token is a new
/// secret from `minting`, prefixed ``AppTokens/prefix``, kept only as its hash.
public struct DefaultAppsService: AppsService {
    private let profiles: any CurrentProfileProviding
    private let repository: any AppTokenRepository
    private let minting: any SecretMinting
    private let now: @Sendable () -> Date

    /// Creates the service; `profiles` says who is signed in, `now` when an app is made.
    public init(
        profiles: any CurrentProfileProviding, repository: any AppTokenRepository, minting: any SecretMinting,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.profiles = profiles
        self.repository = repository
        self.minting = minting
        self.now = now
    }

    public func apps() async throws -> [AppToken] {
        try await repository.apps(of: try await profile())
    }

    public func add(name: String, scopes: [TokenScope]) async throws -> IssuedAppToken {
        let name = try AppNames.checked(name)
        guard !scopes.isEmpty else { throw PlaybackError.noScopes }
        if let unknown = scopes.first(where: { !PlaybackError.grantableScopes.contains($0) }) {
            throw PlaybackError.unknownScope(unknown.rawValue)
        }
        let profile = try await profile()
        guard try await repository.apps(of: profile).count < PlaybackError.mostApps else { throw PlaybackError.tooManyApps }
        let token = AppTokens.prefix + minting.newToken()
        let app = AppToken(name: name, scopes: Array(Set(scopes)), createdAt: AppTokens.minute(of: now()))
        try await repository.insert(StoredAppToken(app: app, profile: profile, hash: minting.hash(token)))
        return IssuedAppToken(app: app, token: token)
    }

    public func revoke(name: String) async throws {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard try await repository.delete(named: trimmed, of: try await profile()) else { throw PlaybackError.unknownApp(trimmed) }
    }

    private func profile() async throws -> UUID {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile.id
    }
}
