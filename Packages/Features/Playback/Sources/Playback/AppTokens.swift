import AuthInterface
import Foundation
import PlaybackInterface
import PlaybackPorts

/// The apps' tokens as the server's token check sees them (``ScopedTokenVerifying``): a token
/// is its app's while the app is kept, with the app's scopes, for its profile. When the app
/// was last used is noted at most once a minute, so that a player's stream of requests writes
/// nothing more.
public struct AppTokens: ScopedTokenVerifying {
    /// What every app's token starts with, so that a person (or a secret scanner) sees what it
    /// is, and a log-in token is never looked up among them.
    public static let prefix = "wlapp_"

    private let repository: any AppTokenRepository
    private let minting: any SecretMinting
    private let profiles: any ProfileDirectory
    private let now: @Sendable () -> Date

    /// The tokens of `repository`'s apps, hashed by `minting`, for the profiles of `profiles`.
    public init(
        repository: any AppTokenRepository, minting: any SecretMinting, profiles: any ProfileDirectory,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.repository = repository
        self.minting = minting
        self.profiles = profiles
        self.now = now
    }

    public func issuedToken(_ token: String) async throws -> IssuedToken? {
        guard token.hasPrefix(Self.prefix) else { return nil }
        let hash = minting.hash(token)
        guard let stored = try await repository.token(hashed: hash), let profile = try await profiles.profile(id: stored.profile) else {
            return nil
        }
        let minute = Self.minute(of: now())
        if stored.app.lastUsedAt.map({ $0 < minute }) ?? true {
            try await repository.markUsed(hashed: hash, at: minute)
        }
        return IssuedToken(profile: profile, token: token, expiresAt: .distantFuture, scopes: Set(stored.app.scopes))
    }

    /// `date`, to the minute before it: how apps' times are kept.
    static func minute(of date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.down) * 60)
    }
}
