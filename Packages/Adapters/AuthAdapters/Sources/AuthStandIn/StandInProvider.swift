import Crypto
import CryptoExtras
import FlyingFox
import Foundation
import JWTKit
import Synchronization

/// An OpenID Connect provider on 127.0.0.1 and a free port, for tests: it serves its
/// discovery document, its keys (an RSA and a P-256 key) and its token endpoint over real
/// HTTP, as Authelia or Keycloak would; ``approve(_:as:)`` stands for its log-in page. It
/// checks what a provider checks (the client's secret, the redirect, PKCE's verifier, a code
/// used once) and can be told to sign with either key, or to get something wrong (``Fault``).
public final class StandInProvider: Sendable {
    /// How it signs ID tokens.
    public enum Signing: Sendable { case rs256, es256 }

    /// The keys it publishes and signs RSA tokens with.
    public enum KeySet: Sendable, Hashable {
        /// Its first RSA key, under its id.
        case first
        /// A second RSA key under another id, in place of the first: the keys rotated.
        case rotated
        /// Its first RSA key with no id, in tokens that name none.
        case unnamed
    }

    /// What it gets wrong in the ID tokens it issues.
    public enum Fault: Sendable {
        /// Signed by a key it does not publish, under the published key's id.
        case forgedSignature
        /// For another client.
        case wrongAudience
        /// Expired a minute ago.
        case expired
        /// With another sign-in's nonce.
        case wrongNonce
        /// By another issuer.
        case wrongIssuer
    }

    /// The client id it knows.
    public static let clientID = "watchlist"
    /// That client's secret.
    public static let clientSecret = "stand-in-secret"

    /// Its issuer, such as `http://127.0.0.1:49152`.
    public let issuer: URL

    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let state: StandInState

    private init(server: HTTPServer, task: Task<Void, any Error>, issuer: URL, state: StandInState) {
        self.server = server
        self.task = task
        self.issuer = issuer
        self.state = state
    }

    /// Starts one on 127.0.0.1 and a port the system chooses.
    public static func start() async throws -> StandInProvider {
        let state = StandInState(keys: try await StandInKeys.shared.value)
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        await server.appendRoute("*") { request in await state.respond(to: request) }
        let task = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress, let issuer = URL(string: "http://127.0.0.1:\(port)") else {
            task.cancel()
            throw StandInError(description: "the stand-in provider did not report a loopback port")
        }
        state.set(issuer: issuer.absoluteString)
        return StandInProvider(server: server, task: task, issuer: issuer, state: state)
    }

    /// Stops listening.
    public func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }

    /// What its log-in page does when `user` signs in for the authorization request
    /// `authorization`: where it sends the browser back, with a code and the request's state.
    /// - Throws: ``StandInError`` for a request a provider refuses (another client, no PKCE).
    public func approve(_ authorization: URL, as user: String) throws -> URL {
        try state.approve(authorization, as: user)
    }

    /// Signs the next ID tokens with `signing`'s key.
    public func sign(with signing: Signing) {
        state.set(signing: signing)
    }

    /// Publishes `keys` from now on, and signs RSA tokens with them.
    public func publish(_ keys: KeySet) {
        state.set(keys: keys)
    }

    /// Gets `fault` wrong in the next ID tokens; `nil` for none.
    public func misbehave(_ fault: Fault?) {
        state.set(fault: fault)
    }

    /// An ID token as its token endpoint would give for `user` and `nonce`, signed and faulted
    /// as it is told.
    public func idToken(for user: String, nonce: String) async throws -> String {
        try await state.idToken(for: user, nonce: nonce)
    }

    /// How many token requests it answered with an ID token.
    public var tokensIssued: Int { state.tokensIssued }
}

/// Why the stand-in refused.
public struct StandInError: Error, CustomStringConvertible {
    public let description: String
}
