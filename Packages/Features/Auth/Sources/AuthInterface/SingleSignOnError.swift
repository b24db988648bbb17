import Foundation

/// Why a sign-in through the identity provider (OpenID Connect) failed. Each message says what
/// happened and what to do; none repeats a token or a code.
public enum SingleSignOnError: Error, Equatable, CustomStringConvertible {
    /// The sign-in's state is unknown here: never started, used already, started in another
    /// browser, or older than ten minutes.
    case unknownSignIn
    /// The provider sent the browser back with an error (`error=access_denied`, …).
    case providerRefused(String)
    /// The provider could not be reached, or answered out of turn.
    case providerUnreachable(host: String, reason: String)
    /// The provider's answer is not OpenID Connect's.
    case providerAnswer(host: String, reason: String)
    /// The ID token is refused: its signature, issuer, audience, expiry or nonce.
    case tokenRefused(String)
    /// The ID token has no claim that names the profile.
    case noNameClaim(String)
    /// The claim's value cannot be a profile name.
    case unusableName(String)
    /// No profile has the name, and sign-in does not make profiles on this server.
    case noProfile(String)

    public var description: String {
        switch self {
        case .unknownSignIn:
            "this sign-in was not started in this browser, was used already, or took longer than 10 minutes; start again from the log-in page"
        case .providerRefused(let error):
            "the identity provider did not sign you in (\(error)); try again, or ask the server's owner"
        case .providerUnreachable(let host, let reason):
            "the identity provider at \(host) could not be reached (\(reason)); try again in a moment, or ask the server's owner"
        case .providerAnswer(let host, let reason):
            "the identity provider at \(host) answered what OpenID Connect does not say (\(reason)); ask the server's owner"
        case .tokenRefused(let reason):
            "the identity provider's token is refused: \(reason); start again from the log-in page"
        case .noNameClaim(let claim):
            "the identity provider's token has no \(claim) claim to name your profile; ask the server's owner"
        case .unusableName(let name):
            "\"\(name)\" cannot be a profile name; ask the server's owner"
        case .noProfile(let name):
            "there is no profile named \(name) on this server, and signing in does not make one; ask the server's owner to make it"
        }
    }
}

/// Sign-in through the server's identity provider (OpenID Connect), as the web page starts
/// and finishes it.
public protocol SingleSigningOn: Sendable {
    /// The provider's name, for the log-in page's button.
    var providerName: String { get }
    /// Starts a sign-in in the browser whose key is `browser`: where to send it. The provider
    /// sends it back to `redirect`.
    /// - Throws: ``SingleSignOnError``.
    func start(browser: String, redirect: String) async throws -> URL
    /// Finishes the sign-in whose `state` the provider sent back with `code`, in the browser
    /// that started it: a token for the profile the provider names.
    /// - Throws: ``SingleSignOnError``, ``AuthError/profileDisabled``.
    func finish(state: String, code: String, browser: String, redirect: String) async throws -> IssuedToken
}
