import AuthInterface
import AuthPorts
import Crypto
import Foundation
import JWTKit
import Networking

/// ``IdentityProvider`` for an OpenID Connect provider (Authelia, Authentik, Keycloak, Pocket
/// ID, Google…): its endpoints from its discovery document, the authorization code flow with
/// PKCE (S256), the client authenticated by its secret (HTTP Basic, or in the form when the
/// provider takes only that), and the ID token checked with vapor's jwt-kit against the
/// provider's published keys (RS256, ES256 and what else jwt-kit verifies): signature, issuer,
/// audience (and `azp` with several), expiry and nonce.
public struct OpenIDConnectProvider: IdentityProvider {
    /// What the operator configured.
    public struct Configuration: Sendable {
        /// The issuer, as the provider's discovery document names it.
        public let issuer: URL
        /// This server's client id at the provider.
        public let clientID: String
        /// Its secret, for a confidential client; none for a public one (PKCE alone).
        public let clientSecret: String?
        /// The ID token's claim that names the profile.
        public let nameClaim: String
        /// The provider's name on the log-in page's button.
        public let name: String

        /// Creates one.
        public init(issuer: URL, clientID: String, clientSecret: String?, nameClaim: String = "preferred_username", name: String) {
            self.issuer = issuer
            self.clientID = clientID
            self.clientSecret = clientSecret
            self.nameClaim = nameClaim
            self.name = name
        }
    }

    private let configuration: Configuration
    private let metadata: ProviderMetadata

    /// The provider `configuration` names, asked through `http`.
    public init(configuration: Configuration, http: any HTTPClient) {
        self.configuration = configuration
        metadata = ProviderMetadata(issuer: configuration.issuer, http: http)
    }

    public var name: String { configuration.name }

    public func authorizationURL(for request: SignOnRequest, redirect: String) async throws -> URL {
        let discovery = try await metadata.discovery()
        guard var components = URLComponents(url: discovery.authorizationEndpoint, resolvingAgainstBaseURL: false) else {
            throw SingleSignOnError.providerAnswer(host: metadata.host, reason: "its authorization_endpoint is not an address")
        }
        components.queryItems = (components.queryItems ?? []) + [
            URLQueryItem(name: "response_type", value: "code"),
            URLQueryItem(name: "client_id", value: configuration.clientID),
            URLQueryItem(name: "redirect_uri", value: redirect),
            URLQueryItem(name: "scope", value: "openid profile email"),
            URLQueryItem(name: "state", value: request.state),
            URLQueryItem(name: "nonce", value: request.nonce),
            URLQueryItem(name: "code_challenge", value: Self.challenge(request.verifier)),
            URLQueryItem(name: "code_challenge_method", value: "S256"),
        ]
        // `+` in a value would read as a space: percent-encode it too.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url else {
            throw SingleSignOnError.providerAnswer(host: metadata.host, reason: "its authorization_endpoint is not an address")
        }
        return url
    }

    public func identity(code: String, request: SignOnRequest, redirect: String) async throws -> VerifiedIdentity {
        let discovery = try await metadata.discovery()
        let idToken = try await TokenExchange(configuration: configuration, metadata: metadata, discovery: discovery)
            .idToken(code: code, verifier: request.verifier, redirect: redirect)
        let claims = try await IDTokenCheck(configuration: configuration, metadata: metadata, discovery: discovery)
            .claims(of: idToken, nonce: request.nonce)
        guard let name = claims.named(configuration.nameClaim) else { throw SingleSignOnError.noNameClaim(configuration.nameClaim) }
        return VerifiedIdentity(subject: claims.subject, name: name)
    }

    /// PKCE's S256 challenge of `verifier`: base64url of its SHA-256, unpadded (RFC 7636, 4.2).
    static func challenge(_ verifier: String) -> String {
        Data(SHA256.hash(data: Data(verifier.utf8))).base64URLEncoded
    }
}

extension Data {
    /// The base64url text of these bytes, unpadded.
    var base64URLEncoded: String {
        base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
