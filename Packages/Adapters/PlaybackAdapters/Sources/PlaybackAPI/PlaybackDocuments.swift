import AuthInterface
import Foundation
import PlaybackInterface

/// An app, as `GET /v1/apps` lists them, and `POST /v1/apps` answers the one it made, with its
/// token (the only answer that has it).
public struct AppDocument: Codable, Sendable, Equatable {
    /// Its name.
    public let name: String
    /// What its token may do.
    public let scopes: [String]
    /// When it was made.
    public let createdAt: Date
    /// When its token was last used, to the minute; left out until it is.
    public let lastUsedAt: Date?
    /// Its token: only in the answer that made it.
    public let token: String?

    /// The document of `app`, with `token` when it was just made.
    public init(_ app: AppToken, token: String? = nil) {
        name = app.name
        scopes = app.scopes.map(\.rawValue)
        createdAt = app.createdAt
        lastUsedAt = app.lastUsedAt
        self.token = token
    }

    /// The app it describes.
    public var app: AppToken {
        AppToken(name: name, scopes: scopes.map(TokenScope.init(rawValue:)), createdAt: createdAt, lastUsedAt: lastUsedAt)
    }
}

/// The body of `POST /v1/apps`: the new app's name and scopes.
public struct NewAppDocument: Codable, Sendable, Equatable {
    /// The name, trimmed by the server.
    public let name: String
    /// Its scopes: `read`, `write`, `scrobble`.
    public let scopes: [String]

    /// A request to make an app named `name` with `scopes`.
    public init(name: String, scopes: [TokenScope]) {
        self.name = name
        self.scopes = scopes.map(\.rawValue)
    }
}
