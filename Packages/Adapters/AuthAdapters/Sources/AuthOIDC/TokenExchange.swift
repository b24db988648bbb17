import AuthInterface
import Foundation
import Networking

/// The token request of the authorization code flow (OpenID Connect Core 3.1.3): the code,
/// PKCE's verifier and the client's credentials for the ID token.
struct TokenExchange {
    let configuration: OpenIDConnectProvider.Configuration
    let metadata: ProviderMetadata
    let discovery: ProviderMetadata.Discovery

    /// What the server reads of the token response.
    private struct Answer: Decodable {
        let idToken: String?
        let error: String?

        enum CodingKeys: String, CodingKey {
            case idToken = "id_token"
            case error
        }
    }

    /// The ID token for `code`.
    func idToken(code: String, verifier: String, redirect: String) async throws -> String {
        var fields = [
            ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirect), ("code_verifier", verifier),
            ("client_id", configuration.clientID),
        ]
        var headers = ["Accept": "application/json", "Content-Type": "application/x-www-form-urlencoded"]
        if let secret = configuration.clientSecret {
            let methods = discovery.tokenEndpointAuthMethodsSupported ?? ["client_secret_basic"]
            if methods.contains("client_secret_basic") || !methods.contains("client_secret_post") {
                // RFC 6749, 2.3.1: each part form-encoded, then joined and base64-encoded.
                let credentials = Self.encoded(configuration.clientID) + ":" + Self.encoded(secret)
                headers["Authorization"] = "Basic " + Data(credentials.utf8).base64EncodedString()
            } else {
                fields.append(("client_secret", secret))
            }
        }
        let body = fields.map { "\($0.0)=\(Self.encoded($0.1))" }.joined(separator: "&")
        let response: HTTPResponse
        do {
            response = try await metadata.send(
                HTTPRequest(method: "POST", url: discovery.tokenEndpoint, headers: headers, timeout: .seconds(10), body: Data(body.utf8))
            )
        } catch {
            throw SingleSignOnError.providerUnreachable(host: metadata.host, reason: "\(error)")
        }
        let answer = try? JSONDecoder().decode(Answer.self, from: response.body.prefix(ProviderMetadata.largest))
        if let error = answer?.error { throw SingleSignOnError.providerRefused(error) }
        guard response.statusCode == 200, let idToken = answer?.idToken else {
            throw SingleSignOnError.providerAnswer(host: metadata.host, reason: "its token endpoint answered \(response.statusCode) without an ID token")
        }
        return idToken
    }

    /// `text` form-encoded (application/x-www-form-urlencoded).
    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")) ?? text
    }
}
