import AuthInterface
import Foundation
import JWTKit
import Networking

/// A provider's discovery document (`/.well-known/openid-configuration`) and its keys (its
/// `jwks_uri`), each fetched when first needed and kept; the keys are fetched again when a
/// token names one not among them (the provider rotated its keys), at most once a minute.
/// A key published without an id gets one of its own here, and signs tokens that name none.
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

    /// A JSON Web Key Set, each key read on its own.
    struct KeySet: Decodable {
        /// A key of the set: jwt-kit's, when it reads it, and what it is for.
        struct Entry: Decodable {
            let key: JWK?
            let use: String?

            init(from decoder: any Decoder) throws {
                key = try? JWK(from: decoder)
                use = try? decoder.container(keyedBy: UseKey.self).decodeIfPresent(String.self, forKey: .use)
            }

            private enum UseKey: String, CodingKey { case use }
        }

        let keys: [Entry]
    }

    /// The most bytes of a document read.
    static let largest = 1 << 20

    nonisolated let host: String
    private let issuer: URL
    private let http: any HTTPClient
    /// How long after fetching the keys they may be fetched again for a key not among them.
    private let refreshAfter: TimeInterval
    private var known: Discovery?
    private var keys: JWTKeyCollection?
    /// The ids of the keys in `keys`.
    private var keyIDs: Set<String> = []
    private var keysFetched: Date?

    init(issuer: URL, http: any HTTPClient, refreshAfter: TimeInterval = 60) {
        self.issuer = issuer
        self.http = http
        self.refreshAfter = refreshAfter
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
        // The issuer as configured, with or without its last slash (the token's must be the document's, exactly).
        guard discovery.issuer == issuer.absoluteString || discovery.issuer.trimmingSuffix("/") == base else {
            throw SingleSignOnError.providerAnswer(host: host, reason: "its discovery document names another issuer, \(discovery.issuer)")
        }
        for endpoint in [discovery.authorizationEndpoint, discovery.tokenEndpoint, discovery.jwksURI]
        where !["http", "https"].contains(endpoint.scheme?.lowercased() ?? "") {
            throw SingleSignOnError.providerAnswer(host: host, reason: "\(endpoint) is not an http or https address")
        }
        known = discovery
        return discovery
    }

    /// The provider's keys, for a token signed with the key `id` (or none named), and whether
    /// they hold it: fetched again when `id` is not among them (or `again`, for a token that
    /// names none and that they did not verify) and `refreshAfter` has passed since they were.
    func signingKeys(for id: String?, again: Bool = false) async throws -> (keys: JWTKeyCollection, known: Bool) {
        let stale = keysFetched.map { Date().timeIntervalSince($0) >= refreshAfter } ?? true
        let wanted = again || !(id.map(keyIDs.contains) ?? true)
        if let keys, !wanted || !stale { return (keys, id.map(keyIDs.contains) ?? true) }
        let set: KeySet = try await fetch(try await discovery().jwksURI, what: "keys")
        let collection = JWTKeyCollection()
        // A key for encryption (Keycloak publishes one beside its signing keys), or of a kind
        // jwt-kit does not read, is left out, not the whole set.
        var ids: Set<String> = []
        for (index, entry) in set.keys.enumerated() where entry.use != "enc" {
            guard let published = entry.key else { continue }
            var key = published
            let kid = key.keyIdentifier?.string ?? "unnamed-\(index)"
            key.keyIdentifier = JWKIdentifier(string: kid)
            if (try? await collection.add(jwk: key, isDefault: published.keyIdentifier == nil ? true : nil)) != nil { ids.insert(kid) }
        }
        guard !ids.isEmpty else { throw SingleSignOnError.providerAnswer(host: host, reason: "none of its keys can check a signature") }
        keys = collection
        keyIDs = ids
        keysFetched = Date()
        return (collection, id.map(ids.contains) ?? true)
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

extension String {
    /// The text without `suffix` at its end, if it is there.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
