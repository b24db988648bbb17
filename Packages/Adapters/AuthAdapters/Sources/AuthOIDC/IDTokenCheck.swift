import AuthInterface
import Foundation
import JWTKit

/// The checks of an ID token (OpenID Connect Core 3.1.3.7): its signature by one of the
/// provider's keys (jwt-kit), then its issuer, audience, authorized party, expiry and nonce.
struct IDTokenCheck {
    let configuration: OpenIDConnectProvider.Configuration
    let metadata: ProviderMetadata
    let discovery: ProviderMetadata.Discovery

    /// The claims of a token whose signature, issuer, audience, expiry and nonce are right.
    struct Claims {
        let subject: String
        /// Every claim, as the token's JSON has it.
        let all: [String: Any]

        /// The claim `name`, when it is a string.
        func named(_ name: String) -> String? {
            (all[name] as? String).flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// The claims jwt-kit reads and checks; expiry is checked as the signature is.
    private struct Payload: JWTPayload {
        let iss: IssuerClaim
        let sub: SubjectClaim
        let aud: AudienceClaim
        let exp: ExpirationClaim
        let nonce: String?
        let azp: String?

        func verify(using algorithm: some JWTAlgorithm) async throws {
            try exp.verifyNotExpired()
        }
    }

    /// The token's claims.
    /// - Throws: ``SingleSignOnError/tokenRefused(_:)`` saying which check failed.
    func claims(of token: String, nonce: String) async throws -> Claims {
        let payload = try await verified(token)
        guard payload.iss.value == discovery.issuer else { throw SingleSignOnError.tokenRefused("it was issued by \(payload.iss.value), not this server's provider") }
        guard payload.aud.value.contains(configuration.clientID) else { throw SingleSignOnError.tokenRefused("it is meant for another client") }
        if payload.aud.value.count > 1, payload.azp != configuration.clientID {
            throw SingleSignOnError.tokenRefused("it is meant for several clients and not given to this one")
        }
        guard let given = payload.nonce, given == nonce else { throw SingleSignOnError.tokenRefused("its nonce is not this sign-in's") }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let json = Self.base64URLDecoded(parts[1]),
              let all = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else {
            throw SingleSignOnError.tokenRefused("its claims do not read")
        }
        return Claims(subject: payload.sub.value, all: all)
    }

    /// The payload, once a key of the provider's has checked its signature: the key the
    /// token names (the keys are fetched again when it is not among them), or the provider's
    /// keys in turn when it names none (fetched again when none of them verifies it).
    private func verified(_ token: String) async throws -> Payload {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let header = Self.base64URLDecoded(parts[0]),
              let fields = (try? JSONSerialization.jsonObject(with: header)) as? [String: Any] else {
            throw SingleSignOnError.tokenRefused("it does not read as a signed token")
        }
        let kid = fields["kid"] as? String
        let (keys, known) = try await metadata.signingKeys(for: kid)
        guard known else { throw SingleSignOnError.tokenRefused("it is signed with a key the provider does not publish") }
        do {
            return try await keys.verify(token, as: Payload.self, iteratingKeys: kid == nil)
        } catch where kid == nil {
            // A token that names no key may be signed by one published since the keys were read.
            do {
                return try await metadata.signingKeys(for: nil, again: true).keys.verify(token, as: Payload.self, iteratingKeys: true)
            } catch {
                throw Self.refusal(error)
            }
        } catch {
            throw Self.refusal(error)
        }
    }

    /// What is said of a token jwt-kit refused.
    private static func refusal(_ error: any Error) -> SingleSignOnError {
        guard let error = error as? JWTError else { return .tokenRefused("it does not read as a signed token") }
        return switch error.errorType {
        case .signatureVerificationFailed: .tokenRefused("its signature is not the provider's")
        case .claimVerificationFailure: .tokenRefused("it has expired")
        case .unknownKID, .missingKIDHeader: .tokenRefused("it is signed with a key the provider does not publish")
        default: .tokenRefused("it does not read as a signed token (\(error.errorType))")
        }
    }

    /// The bytes of unpadded base64url text.
    static func base64URLDecoded(_ text: Substring) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
