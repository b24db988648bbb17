import Foundation

/// An OpenID Connect provider, as the sign-in needs it: where to send the browser, and the
/// identity that the code it comes back with stands for, its ID token checked.
public protocol IdentityProvider: Sendable {
    /// The provider's name, for the log-in page's button.
    var name: String { get }
    /// The provider's address to send the browser to, for `request`, coming back to `redirect`.
    /// - Throws: ``AuthInterface/SingleSignOnError``.
    func authorizationURL(for request: SignOnRequest, redirect: String) async throws -> URL
    /// Exchanges `code` (with `request`'s PKCE verifier) for an ID token and checks it: its
    /// signature by the provider's keys, its issuer, audience, expiry and `request`'s nonce.
    /// - Throws: ``AuthInterface/SingleSignOnError``, ``AuthInterface/SingleSignOnError/noNameClaim(_:)``
    ///   when the token lacks the claim that names the profile.
    func identity(code: String, request: SignOnRequest, redirect: String) async throws -> VerifiedIdentity
}

/// One sign-in's secrets: the `state` the provider sends back, the `nonce` its ID token must
/// carry, and the PKCE `verifier` whose hash the authorization request carries.
public struct SignOnRequest: Hashable, Sendable {
    /// Sent to the provider and back, to find the sign-in.
    public let state: String
    /// Must be in the ID token.
    public let nonce: String
    /// PKCE's code verifier (RFC 7636): 43 characters of base64url.
    public let verifier: String

    /// Creates one.
    public init(state: String, nonce: String, verifier: String) {
        self.state = state
        self.nonce = nonce
        self.verifier = verifier
    }
}

/// Who the provider says signed in, its ID token checked.
public struct VerifiedIdentity: Hashable, Sendable {
    /// The provider's `sub`.
    public let subject: String
    /// The value of the claim the server reads for the profile's name.
    public let name: String

    /// Creates one.
    public init(subject: String, name: String) {
        self.subject = subject
        self.name = name
    }
}
