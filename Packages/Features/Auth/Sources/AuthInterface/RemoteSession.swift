import Foundation

/// A session with a `watchlist-server`: while one is kept, the CLI's list commands go to
/// that server as that profile.
public struct RemoteSession: Codable, Hashable, Sendable {
    /// The server, such as `http://127.0.0.1:8080`.
    public let server: URL
    /// The profile signed in there.
    public let profile: Profile
    /// The bearer token; only its holder knows it.
    public let token: String
    /// When the token stops working.
    public let expiresAt: Date
    /// The server's catalog, to which a bare movie number belongs.
    public let catalog: String

    /// Creates one.
    public init(server: URL, profile: Profile, token: String, expiresAt: Date, catalog: String) {
        self.server = server
        self.profile = profile
        self.token = token
        self.expiresAt = expiresAt
        self.catalog = catalog
    }
}

/// Where the session with a server is kept, apart from the database and readable only by
/// its owner.
public protocol RemoteSessionStore: Sendable {
    /// The session, or `nil` when there is none.
    func load() throws -> RemoteSession?
    /// Keeps `session`, replacing any other.
    func save(_ session: RemoteSession) throws
    /// Forgets the session; returns `false` if there was none.
    @discardableResult
    func delete() throws -> Bool
}

/// What a server says of a session.
public enum RemoteStatus: Hashable, Sendable {
    /// The server answers and the token signs in this profile.
    case signedIn(Profile)
    /// The server answers, but the token has expired or was revoked.
    case sessionEnded
    /// The server did not answer; why.
    case unreachable(String)
}

/// Profiles on a server: signing up and logging in there give a ``RemoteSession``.
public protocol RemoteAccounts: Sendable {
    /// Creates a profile on `server` and a session for it, with the owner's `invitation` code
    /// where the server's profiles are by invitation.
    func signUp(at server: URL, name: String, password: String, invitation: String?) async throws -> RemoteSession
    /// A session for an existing profile on `server`: its password, and a new password or a
    /// second factor's code when the server asks for them.
    func logIn(at server: URL, _ attempt: PasswordLogIn) async throws -> RemoteSession
    /// Revokes the session's token on its server.
    func logOut(_ session: RemoteSession) async throws
    /// Whether the server answers, and whom the token signs in.
    func status(of session: RemoteSession) async -> RemoteStatus
}

/// Why a request to a server failed. Each message says what happened; the executable adds
/// which of its commands to run next.
public enum RemoteError: Error, Equatable, CustomStringConvertible {
    /// The server did not answer in time, or at all.
    case unreachable(server: URL, reason: String)
    /// The server no longer accepts the session's token: it expired or was revoked.
    case sessionEnded(server: URL)
    /// The server refused the request and said why.
    case refused(status: Int, message: String)
    /// The server answered with something that is not the API's.
    case unexpectedAnswer(server: URL, reason: String)
    /// The text is not an `http://` or `https://` address.
    case invalidServerAddress(String)
    /// No session with a server is kept.
    case noSession
    /// The session file cannot be read or written.
    case sessionFile(path: String, reason: String)
    /// The server does not do this yet.
    case unsupported(String)

    public var description: String {
        switch self {
        case .unreachable(let server, let reason): "cannot reach the server at \(server.absoluteString) (\(reason))"
        case .sessionEnded(let server): "your session on \(server.absoluteString) has ended (it expired or was logged out)"
        case .refused(_, let message): "the server refused: \(message)"
        case .unexpectedAnswer(let server, let reason): "\(server.absoluteString) did not answer as a watchlist server does (\(reason))"
        case .invalidServerAddress(let text): "\(text) is not a server address such as http://127.0.0.1:8080"
        case .noSession: "you are not logged in to a server"
        case .sessionFile(let path, let reason): "the server session file \(path) cannot be used (\(reason))"
        case .unsupported(let what): "the server does not offer \(what) yet; it works on this machine's list"
        }
    }
}
