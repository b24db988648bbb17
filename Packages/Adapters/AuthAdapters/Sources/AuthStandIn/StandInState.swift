import Crypto
import FlyingFox
import Foundation
import JWTKit
import Synchronization

/// What the stand-in provider remembers: the codes it gave (each used once), how it signs,
/// and what it gets wrong.
final class StandInState: Sendable {
    /// A code's authorization request.
    private struct Grant {
        let redirect: String
        let challenge: String
        let nonce: String
        let user: String
        var used = false
    }

    private struct Memory {
        var issuer = ""
        var grants: [String: Grant] = [:]
        var signing = StandInProvider.Signing.rs256
        var fault: StandInProvider.Fault?
        var keys = StandInProvider.KeySet.first
        var issued = 0
    }

    private let keys: StandInKeys
    private let memory = Mutex(Memory())

    init(keys: StandInKeys) {
        self.keys = keys
    }

    func set(issuer: String) { memory.withLock { $0.issuer = issuer } }
    func set(signing: StandInProvider.Signing) { memory.withLock { $0.signing = signing } }
    func set(fault: StandInProvider.Fault?) { memory.withLock { $0.fault = fault } }
    func set(keys: StandInProvider.KeySet) { memory.withLock { $0.keys = keys } }
    var tokensIssued: Int { memory.withLock { $0.issued } }

    func approve(_ authorization: URL, as user: String) throws -> URL {
        let query = URLComponents(url: authorization, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func field(_ name: String) -> String? { query.first { $0.name == name }?.value }
        guard field("response_type") == "code", field("client_id") == StandInProvider.clientID else {
            throw StandInError(description: "the authorization request is not this client's code flow")
        }
        guard field("scope")?.split(separator: " ").contains("openid") == true else { throw StandInError(description: "no openid scope") }
        guard field("code_challenge_method") == "S256", let challenge = field("code_challenge"), let nonce = field("nonce"),
              let state = field("state"), let redirect = field("redirect_uri"), var back = URLComponents(string: redirect) else {
            throw StandInError(description: "the authorization request lacks PKCE, a nonce, a state or a redirect")
        }
        let code = UUID().uuidString
        memory.withLock { $0.grants[code] = Grant(redirect: redirect, challenge: challenge, nonce: nonce, user: user) }
        back.queryItems = (back.queryItems ?? []) + [URLQueryItem(name: "code", value: code), URLQueryItem(name: "state", value: state)]
        guard let url = back.url else { throw StandInError(description: "the redirect is not an address") }
        return url
    }

    func respond(to request: FlyingFox.HTTPRequest) async -> FlyingFox.HTTPResponse {
        switch (request.method, request.path) {
        case (.GET, "/.well-known/openid-configuration"):
            let issuer = memory.withLock { $0.issuer }
            return Self.json([
                "issuer": issuer, "authorization_endpoint": issuer + "/authorize", "token_endpoint": issuer + "/token",
                "jwks_uri": issuer + "/jwks", "response_types_supported": ["code"], "subject_types_supported": ["public"],
                "id_token_signing_alg_values_supported": ["RS256", "ES256"], "code_challenge_methods_supported": ["S256"],
                "token_endpoint_auth_methods_supported": ["client_secret_basic"],
            ])
        case (.GET, "/jwks"):
            let set = memory.withLock { $0.keys }
            return FlyingFox.HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: keys.jwks[set] ?? Data())
        case (.POST, "/token"):
            return await token(request)
        default:
            return FlyingFox.HTTPResponse(statusCode: .notFound)
        }
    }

    /// The token endpoint: the client's Basic credentials, a code not used, its redirect and
    /// PKCE's verifier, then an ID token.
    private func token(_ request: FlyingFox.HTTPRequest) async -> FlyingFox.HTTPResponse {
        let body = String(decoding: (try? await request.bodyData) ?? Data(), as: UTF8.self)
        let form = Dictionary(body.split(separator: "&").map { pair -> (String, String) in
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "" }
            return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
        }) { first, _ in first }
        let expected = "Basic " + Data("\(StandInProvider.clientID):\(StandInProvider.clientSecret)".utf8).base64EncodedString()
        guard request.headers[.authorization] == expected else { return Self.error("invalid_client", status: .unauthorized) }
        guard form["grant_type"] == "authorization_code", let code = form["code"], let verifier = form["code_verifier"] else {
            return Self.error("invalid_request")
        }
        let grant: Grant? = memory.withLock { memory in
            guard let grant = memory.grants[code], !grant.used else { return nil }
            memory.grants[code]?.used = true
            return grant
        }
        let challenge = StandInKeys.base64URL(Data(SHA256.hash(data: Data(verifier.utf8))))
        guard let grant, grant.redirect == form["redirect_uri"], grant.challenge == challenge else { return Self.error("invalid_grant") }
        do {
            let idToken = try await sign(for: grant)
            memory.withLock { $0.issued += 1 }
            return Self.json(["access_token": UUID().uuidString, "token_type": "Bearer", "expires_in": 300, "id_token": idToken])
        } catch {
            return Self.error("server_error", status: .internalServerError)
        }
    }

    func idToken(for user: String, nonce: String) async throws -> String {
        try await sign(for: Grant(redirect: "", challenge: "", nonce: nonce, user: user))
    }

    private func sign(for grant: Grant) async throws -> String {
        let (issuer, signing, fault, set) = memory.withLock { ($0.issuer, $0.signing, $0.fault, $0.keys) }
        let now = Date()
        let claims = StandInClaims(
            iss: IssuerClaim(value: fault == .wrongIssuer ? "http://127.0.0.1:1" : issuer), sub: SubjectClaim(value: "subject-\(grant.user)"),
            aud: AudienceClaim(value: [fault == .wrongAudience ? "another-client" : StandInProvider.clientID]),
            exp: ExpirationClaim(value: fault == .expired ? now.addingTimeInterval(-60) : now.addingTimeInterval(300)),
            iat: IssuedAtClaim(value: now), nonce: fault == .wrongNonce ? "another-nonce" : grant.nonce, preferredUsername: grant.user
        )
        if fault == .forgedSignature {
            return try await keys.forger.sign(claims, kid: JWKIdentifier(string: StandInKeys.rsaID))
        }
        if signing == .es256 { return try await keys.published.sign(claims, kid: JWKIdentifier(string: StandInKeys.ecID)) }
        return switch set {
        case .first: try await keys.published.sign(claims, kid: JWKIdentifier(string: StandInKeys.rsaID))
        case .rotated: try await keys.rotated.sign(claims, kid: JWKIdentifier(string: StandInKeys.rotatedID))
        case .unnamed: try await keys.unnamed.sign(claims)
        }
    }

    private static func json(_ object: [String: Any]) -> FlyingFox.HTTPResponse {
        let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        return FlyingFox.HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
    }

    private static func error(_ code: String, status: FlyingFox.HTTPStatusCode = .badRequest) -> FlyingFox.HTTPResponse {
        let body = (try? JSONSerialization.data(withJSONObject: ["error": code])) ?? Data()
        return FlyingFox.HTTPResponse(statusCode: status, headers: [.contentType: "application/json"], body: body)
    }
}

/// The claims of the stand-in's ID tokens.
struct StandInClaims: JWTPayload {
    let iss: IssuerClaim
    let sub: SubjectClaim
    let aud: AudienceClaim
    let exp: ExpirationClaim
    let iat: IssuedAtClaim
    let nonce: String
    let preferredUsername: String

    enum CodingKeys: String, CodingKey {
        case iss, sub, aud, exp, iat, nonce
        case preferredUsername = "preferred_username"
    }

    func verify(using algorithm: some JWTAlgorithm) async throws {}
}
