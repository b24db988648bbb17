import AuthInterface
import Foundation
import JWTKit
import Networking

/// A provider's discovery document (`/.well-known/openid-configuration`) and its keys (its
/// `jwks_uri`), each fetched when first needed and kept; the keys are fetched again when a
/// token names one not among them (the provider rotated its keys), at most once a minute.
actor ProviderMetadata {
    /// What the server reads of the discovery document.
    struct Discovery: Decodable {
        let issuer: String
        let authorizationEndpoint: URL
        let tokenEndpoint: URL
        let jwksURI: URL
        let tokenEndpointAuthMethodsSupported: [String]?

        enum CodingKeys: String, CodingKey {
            case issuer
            case authorizationEndpoint = "authorization_endpoint"
            case tokenEndpoint = "token_endpoint"
            case jwksURI = "jwks_uri"
            case tokenEndpointAuthMethodsSupported = "token_endpoint_auth_methods_supported"
        }
    }

    /// The most bytes of a document read.
    static let largest = 1 << 20

    nonisolated let host: String
    private let issuer: URL
    private let http: any HTTPClient
    private var known: Discovery?
    private var keys: JWTKeyCollection?
    private var keysFetched: Date?

    init(issuer: URL, http: any HTTPClient) {
        self.issuer = issuer
        self.http = http
        host = issuer.host() ?? issuer.absoluteString
    }

    /// The discovery document, whose issuer must be the one configured.
    func discovery() async throws -> Discovery {
        if let known { return known }
        let base = issuer.absoluteString.hasSuffix("/") ? String(issuer.absoluteString.dropLast()) : issuer.absoluteString
        guard let url = URL(string: base + "/.well-known/openid-configuration") else {
            throw SingleSignOnError.providerAnswer(host: host, reason: "the issuer is not an address")
        }
        let discovery: Discovery = try await fetch(url, what: "discovery document")
        guard discovery.issuer == issuer.absoluteString || discovery.issuer == base else {
            throw SingleSignOnError.providerAnswer(host: host, reason: "its discovery document names another issuer, \(discovery.issuer)")
        }
        for endpoint in [discovery.authorizationEndpoint, discovery.tokenEndpoint, discovery.jwksURI]
        where !["http", "https"].contains(endpoint.scheme?.lowercased() ?? "") {
            throw SingleSignOnError.providerAnswer(host: host, reason: "\(endpoint) is not an http or https address")
        }
        known = discovery
        return discovery
    }

    /// The provider's keys; fetched again when `refresh` and a minute has passed since.
    func signingKeys(refresh: Bool = false) async throws -> JWTKeyCollection {
        if let keys, !refresh || (keysFetched.map { Date().timeIntervalSince($0) < 60 } ?? false) { return keys }
        let jwks: JWKS = try await fetch(try await discovery().jwksURI, what: "keys")
        let collection = JWTKeyCollection()
        // A key for encryption, or of a kind jwt-kit does not verify with, is left out.
        var added = 0
        for key in jwks.keys where (try? await collection.add(jwk: key)) != nil { added += 1 }
        guard added > 0 else { throw SingleSignOnError.providerAnswer(host: host, reason: "none of its keys can check a signature") }
        keys = collection
        keysFetched = Date()
        return collection
    }

    /// Sends `request` to the provider.
    nonisolated func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        try await http.send(request)
    }

    /// The JSON document at `url`.
    private func fetch<Document: Decodable>(_ url: URL, what: String) async throws -> Document {
        let response: HTTPResponse
        do {
            response = try await http.send(HTTPRequest(url: url, headers: ["Accept": "application/json"], timeout: .seconds(10)))
        } catch {
            throw SingleSignOnError.providerUnreachable(host: host, reason: "\(error)")
        }
        guard response.statusCode == 200 else {
            throw SingleSignOnError.providerAnswer(host: host, reason: "its \(what) answered \(response.statusCode)")
        }
        guard response.body.count <= Self.largest else { throw SingleSignOnError.providerAnswer(host: host, reason: "its \(what) is over 1 MiB") }
        do {
            return try JSONDecoder().decode(Document.self, from: response.body)
        } catch {
            throw SingleSignOnError.providerAnswer(host: host, reason: "its \(what) does not read as OpenID Connect's")
        }
    }
}
