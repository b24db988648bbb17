import AuthInterface
import Foundation

/// An app that may use a profile's data through the API with a token of its own, limited to its
/// scopes: a player that scrobbles, a tool that reads the list. Only the token's hash is kept.
public struct AppToken: Hashable, Sendable, Codable {
    /// The name it was given, unique among the profile's apps.
    public let name: String
    /// What its token may do.
    public let scopes: [TokenScope]
    /// When it was made.
    public let createdAt: Date
    /// When its token was last checked by the server, to the minute; `nil` until it is used.
    public let lastUsedAt: Date?

    /// Creates an app.
    public init(name: String, scopes: [TokenScope], createdAt: Date, lastUsedAt: Date? = nil) {
        self.name = name
        self.scopes = scopes.sorted()
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
    }
}

/// An app as it was just made, with its token: the only time the token is shown.
public struct IssuedAppToken: Hashable, Sendable {
    /// The app.
    public let app: AppToken
    /// Its token, for `Authorization: Bearer`.
    public let token: String

    /// Creates one.
    public init(app: AppToken, token: String) {
        self.app = app
        self.token = token
    }
}

extension TokenScope {
    /// Reporting what a player plays: the playback API.
    public static let scrobble = TokenScope(rawValue: "scrobble")
}
