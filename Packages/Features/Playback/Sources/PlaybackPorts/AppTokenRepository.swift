import Foundation
import PlaybackInterface

/// An app as it is kept: whose it is, and its token's hash in place of the token.
public struct StoredAppToken: Hashable, Sendable {
    /// The app.
    public let app: AppToken
    /// The profile it acts for.
    public let profile: UUID
    /// The SHA-256 hash of its token.
    public let hash: Data

    /// Creates one.
    public init(app: AppToken, profile: UUID, hash: Data) {
        self.app = app
        self.profile = profile
        self.hash = hash
    }
}

/// Where each profile's apps are kept: SQLite and PostgreSQL in PlaybackAdapters, memory in
/// PlaybackTesting. PlaybackTesting's ``AppTokenRepositoryContract`` says what each must do.
/// Profiles never see each other's apps.
public protocol AppTokenRepository: Sendable {
    /// The profile's apps, by name.
    func apps(of profile: UUID) async throws -> [AppToken]
    /// Keeps `token`.
    /// - Throws: ``PlaybackError/nameTaken(_:)`` when the profile has an app of its name.
    func insert(_ token: StoredAppToken) async throws
    /// Forgets the profile's app named `name`; `false` when there was none.
    func delete(named name: String, of profile: UUID) async throws -> Bool
    /// The app whose token hashes to `hash`, or `nil`.
    func token(hashed hash: Data) async throws -> StoredAppToken?
    /// Notes that the app whose token hashes to `hash` was used at `date`.
    func markUsed(hashed hash: Data, at date: Date) async throws
}
