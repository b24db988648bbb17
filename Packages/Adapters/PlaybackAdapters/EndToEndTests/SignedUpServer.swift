import Foundation
import TestSupport
import Testing

/// The real `watchlist-server` with one profile, kim, signed up through the API: what the
/// players' end-to-end tests start from.
struct SignedUpServer {
    /// The server.
    let server: RunningServer
    /// kim's log-in token.
    let logIn: String

    /// Starts the server in `directory`, on `storage` (`RunningServer.start`'s), and signs kim up.
    static func start(in directory: URL, storage: [String]? = nil) async throws -> SignedUpServer {
        let started = try await RunningServer.start(directory: directory, storage: storage)
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        let signedUp = try await server.request("/v1/signup", method: "POST", json: #"{"name": "kim", "password": "correct horse battery"}"#)
        return SignedUpServer(server: server, logIn: try #require(field("token", in: signedUp.body), "\(signedUp)"))
    }

    /// The token of a new app of kim's named `name`, with `scopes`.
    func app(_ name: String, scopes: [String]) async throws -> String {
        let body = try JSONSerialization.data(withJSONObject: ["name": name, "scopes": scopes])
        let made = try await server.request("/v1/apps", method: "POST", json: String(decoding: body, as: UTF8.self), token: logIn)
        return try #require(Self.field("token", in: made.body), "\(made)")
    }

    /// The string `name` of the JSON object `json`.
    static func field(_ name: String, in json: String) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?[name] as? String
    }
}
