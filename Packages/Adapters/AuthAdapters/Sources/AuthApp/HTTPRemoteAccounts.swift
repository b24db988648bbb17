import AuthAPI
import AuthInterface
import Foundation
import Networking
import RemoteClient

/// ``RemoteAccounts`` over the API: `/v1/signup`, `/v1/login`, `/v1/logout` and `/v1/me`.
struct HTTPRemoteAccounts: RemoteAccounts {
    private let http: any HTTPClient
    private let timeout: Duration

    /// Creates it; each request waits at most `timeout`.
    public init(http: any HTTPClient, timeout: Duration) {
        self.http = http
        self.timeout = timeout
    }

    public func signUp(at server: URL, name: String, password: String, invitation: String?) async throws -> RemoteSession {
        try await session("signup", at: server, CredentialsDocument(name: name, password: password, invitation: invitation))
    }

    public func logIn(at server: URL, _ attempt: PasswordLogIn) async throws -> RemoteSession {
        try await session(
            "login", at: server,
            CredentialsDocument(name: attempt.name, password: attempt.password, newPassword: attempt.newPassword, code: attempt.code)
        )
    }

    public func logOut(_ session: RemoteSession) async throws {
        do {
            try await client(session.server, token: session.token).send("POST", "v1/logout")
        } catch .sessionEnded {
            return  // revoked or expired already: nothing left to revoke
        }
    }

    public func status(of session: RemoteSession) async -> RemoteStatus {
        do {
            let profile = try await client(session.server, token: session.token).send("GET", "v1/me", as: ProfileDocument.self)
            return .signedIn(try profile.profile())
        } catch RemoteError.sessionEnded {
            return .sessionEnded
        } catch {
            return .unreachable("\(error)")
        }
    }

    private func session(_ route: String, at server: URL, _ credentials: CredentialsDocument) async throws -> RemoteSession {
        let document = try await client(server, token: nil).send("POST", "v1/\(route)", body: credentials, as: SessionDocument.self)
        return RemoteSession(server: server, profile: try document.profile.profile(), token: document.token, expiresAt: document.expiresAt, catalog: document.catalog)
    }

    private func client(_ server: URL, token: String?) -> APIClient {
        APIClient(server: server, http: http, timeout: timeout, token: token)
    }
}
