import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
@testable import ScrobblingWeb
import Testing
@testable import APIRouting

/// `POST /webhooks/{secret}` through the router: each body shape the media servers send, the
/// statuses a media server acts on, and the limits that keep bad input from the list.
@Suite struct WebhookRouteTests {
    /// The Scrobbling feature's fixtures, written from the media servers' documentation.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Packages/Features/Scrobbling/Fixtures")
    static let plexForm = "multipart/form-data; boundary=WatchlistPlexFixtureBoundary"

    private func fixture(_ name: String) throws -> ByteBuffer {
        ByteBuffer(bytes: try Data(contentsOf: Self.fixtures.appending(path: name)))
    }

    private func json(_ response: TestResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(buffer: response.body))) as? [String: Any] ?? [:]
    }

    /// Signs up, makes a hook for `server`, and returns the token and the hook's path.
    private func hook(_ client: some TestClientProtocol, _ server: String, user: String = "ada") async throws -> (auth: HTTPFields, path: String) {
        let signup = try await client.execute(uri: "/v1/signup", method: .post, body: ByteBuffer(string: #"{"name":"\#(user)","password":"correct horse"}"#))
        let token = try #require(json(signup)["token"] as? String)
        let auth: HTTPFields = [.authorization: "Bearer \(token)"]
        let created = try await client.execute(uri: "/v1/hooks", method: .post, headers: auth, body: ByteBuffer(string: #"{"server":"\#(server)"}"#))
        #expect(created.status == .created)
        return (auth, try #require(json(created)["path"] as? String))
    }

    @Test func eachMediaServersBodyIsReadAndAnsweredWithItsOutcome() async throws {
        try await APITestServices.application().test(.router) { client in
            let plex = try await hook(client, "plex")
            let form: HTTPFields = [.contentType: Self.plexForm]
            let scrobble = try await client.execute(uri: plex.path, method: .post, headers: form, body: try fixture("plex-scrobble.multipart"))
            #expect(scrobble.status == .ok && json(scrobble)["outcome"] as? String == "recorded", "\(String(buffer: scrobble.body))")
            let episode = try await client.execute(uri: plex.path, method: .post, headers: form, body: try fixture("plex-episode-scrobble.multipart"))
            #expect(episode.status == .ok && json(episode)["outcome"] as? String == "recorded", "an episode is recorded in the series feature")

            let jellyfin = try await hook(client, "jellyfin", user: "sam")
            let stop = try await client.execute(uri: jellyfin.path, method: .post, headers: [.contentType: "text/plain"], body: try fixture("jellyfin-playback-stop.json"))
            #expect(json(stop)["outcome"] as? String == "recorded", "\(String(buffer: stop.body))")
            let unknown = try await client.execute(uri: jellyfin.path, method: .post, body: try fixture("jellyfin-unknown-film.json"))
            #expect(unknown.status == .ok && json(unknown)["outcome"] as? String == "inbox")
            let inbox = try await client.execute(uri: "/v1/inbox", method: .get, headers: jellyfin.auth)
            #expect(String(buffer: inbox.body).contains("A Home Movie of the Summer"))

            let history = try await client.execute(uri: "/v1/history", method: .get, headers: plex.auth)
            #expect(String(buffer: history.body).contains("The Matrix") && !String(buffer: history.body).contains("Spirited Away"), "another profile's hook touched this list")
        }
    }

    @Test func curlsFormOfAJSONDocumentAndEmbysDataFieldAreRead() async throws {
        try await APITestServices.application().test(.router) { client in
            let generic = try await hook(client, "generic")
            let curl = try await client.execute(
                uri: generic.path, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: #"{"title": "Alien", "year": 1979}"#)
            )
            #expect(json(curl)["outcome"] as? String == "recorded", "\(String(buffer: curl.body))")
            let emby = try await hook(client, "emby", user: "sam")
            let document = try String(decoding: Data(contentsOf: Self.fixtures.appending(path: "emby-playback-stop.json")), as: UTF8.self)
            let encoded = "data=" + (document.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
            let form = try await client.execute(uri: emby.path, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: encoded))
            #expect(form.status == .ok, "\(String(buffer: form.body))")
        }
    }

    @Test func badInputIsRefusedAndChangesNothing() async throws {
        try await APITestServices.application().test(.router) { client in
            let generic = try await hook(client, "generic")
            let unknown = try await client.execute(uri: "/webhooks/not-a-secret", method: .post, body: ByteBuffer(string: "{}"))
            #expect(unknown.status == .notFound)

            let large = try await client.execute(uri: generic.path, method: .post, body: ByteBuffer(repeating: UInt8(ascii: " "), count: WebhookRoutes.maximumBytes + 1))
            #expect(large.status == .contentTooLarge)
            let cut = try await client.execute(uri: generic.path, method: .post, body: ByteBuffer(string: #"{"imdb": "tt01"#))
            #expect(cut.status == .badRequest)
            let plex = try await hook(client, "plex", user: "sam")
            let noPayload = try await client.execute(
                uri: plex.path, method: .post, headers: [.contentType: Self.plexForm],
                body: ByteBuffer(string: "--WatchlistPlexFixtureBoundary\r\nContent-Disposition: form-data; name=\"thumb\"\r\n\r\n\u{FF}\r\n--WatchlistPlexFixtureBoundary--\r\n")
            )
            #expect(noPayload.status == .badRequest)
            let events = try await client.execute(uri: "/v1/hooks", method: .get, headers: plex.auth)
            #expect(String(buffer: events.body).contains("no payload part"), "the reason is in the hook's log")

            let history = try await client.execute(uri: "/v1/history", method: .get, headers: generic.auth)
            #expect(String(buffer: history.body) == "[]")
        }
    }

    @Test func aFloodIsAnswered429WithRetryAfterAndARevokedHook404() async throws {
        try await APITestServices.application().test(.router) { client in
            let generic = try await hook(client, "generic")
            var statuses: [HTTPResponse.Status] = []
            var retryAfter: String?
            for _ in 0..<8 {
                let answer = try await client.execute(uri: generic.path, method: .post, body: ByteBuffer(string: #"{"title": "Nothing Like It", "year": 1901}"#))
                statuses.append(answer.status)
                retryAfter = retryAfter ?? answer.headers[.retryAfter]
            }
            #expect(statuses.prefix(5).allSatisfy { $0 == .ok } && statuses.dropFirst(5).allSatisfy { $0 == .tooManyRequests }, "\(statuses)")
            #expect(retryAfter.flatMap(Int.init) ?? 0 >= 1)

            let hooks = try await client.execute(uri: "/v1/hooks", method: .get, headers: generic.auth)
            let id = try #require((try JSONSerialization.jsonObject(with: Data(buffer: hooks.body)) as? [[String: Any]])?.first?["id"] as? Int)
            #expect(try await client.execute(uri: "/v1/hooks/\(id)", method: .delete, headers: generic.auth).status == .noContent)
            #expect(try await client.execute(uri: generic.path, method: .post, body: ByteBuffer(string: "{}")).status == .notFound)
        }
    }

    @Test func theRequestLogNeverShowsAHooksSecret() {
        let log = RequestLogMiddleware(secretPathPrefixes: HookRoutes.secretPaths)
        #expect(log.loggable("/webhooks/s3cr3t") == "/webhooks/…")
        #expect(log.loggable("/v1/hooks/3") == "/v1/hooks/3")
    }
}
