/// A right that an API route needs of a token with limited rights (an app's): a log-in token
/// has them all. The router asks ``read`` of a signed-in route's `GET` and ``write`` of its other
/// methods, unless the route names another; a feature names its own (`scrobble`) in an
/// extension.
public struct TokenScope: RawRepresentable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The scope as the API, the command line and the OpenAPI document write it: `read`.
    public let rawValue: String

    /// The scope named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Reading what the profile keeps: its list, series, history, calendar.
    public static let read = TokenScope(rawValue: "read")
    /// Changing it: adding, removing, marking watched, rating.
    public static let write = TokenScope(rawValue: "write")
    /// The profile's own account (its apps, its tokens): never granted to an app, so only a
    /// log-in token reaches a route that needs it.
    public static let account = TokenScope(rawValue: "account")

    public var description: String { rawValue }

    public static func < (lhs: TokenScope, rhs: TokenScope) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Tokens of limited rights that a feature issues (an app's), for the API alone: the extension
/// point through which the server's token check learns of them (`Contributions<any
/// ScopedTokenVerifying>`). The web page's sessions never accept them.
public protocol ScopedTokenVerifying: Sendable {
    /// `token` as it was issued, with its scopes, or `nil` when it is not one of these tokens,
    /// or was revoked.
    func issuedToken(_ token: String) async throws -> IssuedToken?
}
